import CollectionsIcon from '@mui/icons-material/Collections';
import DiamondIcon from '@mui/icons-material/Diamond';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RedeemIcon from '@mui/icons-material/Redeem';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { Menu as RaMenu } from 'react-admin';

import { SIDEBAR } from './sidebar';

const ICONS = {
  dashboard: <ReceiptLongIcon />,
  products: <InventoryIcon />,
  charms: <DiamondIcon />,
  giftsets: <RedeemIcon />,
  discount: <LocalOfferIcon />,
  photoGallery: <CollectionsIcon />,
  pageBanner: <ViewCarouselIcon />,
} as const;

/** The sidebar in the seed's order and words (order-side seed §2 Admin layout). */
export function Menu() {
  return (
    <RaMenu>
      {SIDEBAR.map((item) => (
        <RaMenu.Item key={item.to} to={`/${item.to}`} primaryText={item.label} leftIcon={ICONS[item.to]} />
      ))}
    </RaMenu>
  );
}
