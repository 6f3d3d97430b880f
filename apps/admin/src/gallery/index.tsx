import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import type { ResourceProps } from 'react-admin';

import { formPages } from '../ui/formPages';
import { withTypedAddress } from '../ui/pictures';
import { GalleryForm } from './GalleryForm';
import { GalleryList } from './GalleryList';

/** The footer photo gallery (route /adminDashboard/photoGallery). */
export const gallery: Omit<ResourceProps, 'name'> = {
  list: GalleryList,
  ...formPages(GalleryForm, { transform: withTypedAddress('image') }),
  icon: PhotoLibraryIcon,
  recordRepresentation: 'alt_text',
};
