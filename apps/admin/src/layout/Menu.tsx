import CollectionsIcon from '@mui/icons-material/Collections';
import DiamondIcon from '@mui/icons-material/Diamond';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MapIcon from '@mui/icons-material/Map';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RedeemIcon from '@mui/icons-material/Redeem';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { Menu as RaMenu, useBasename } from 'react-admin';

import { QueuesMenuItem } from '../orders/history/QueuesMenuItem';
import { SIDEBAR } from './sidebar';

const ICONS = {
  dashboard: <ReceiptLongIcon />,
  products: <InventoryIcon />,
  charms: <DiamondIcon />,
  giftsets: <RedeemIcon />,
  discount: <LocalOfferIcon />,
  photoGallery: <CollectionsIcon />,
  pageBanner: <ViewCarouselIcon />,
  latePayments: <MoneyOffIcon />,
} as const;

/** The sidebar in the seed's order and words (order-side seed §2 Admin layout), then ours (settings, queues). */
export function Menu() {
  // a menu link is a plain router link: it names the console's own path (/adminDashboard/...)
  const basename = useBasename();
  return (
    <RaMenu>
      {SIDEBAR.map((item) => (
        <RaMenu.Item key={item.to} to={`${basename}/${item.to}`} primaryText={item.label} leftIcon={ICONS[item.to]} />
      ))}
      <RaMenu.Item to={`${basename}/shop-settings`} primaryText="Shop settings" leftIcon={<StorefrontIcon />} />
      <RaMenu.Item to={`${basename}/jnt-areas`} primaryText="J&T area codes" leftIcon={<MapIcon />} />
      <RaMenu.Item to={`${basename}/jobs-in-trouble`} primaryText="Jobs in trouble" leftIcon={<ErrorOutlineIcon />} />
      <QueuesMenuItem />
    </RaMenu>
  );
}
