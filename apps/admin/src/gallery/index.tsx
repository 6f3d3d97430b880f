import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import type { ResourceProps } from 'react-admin';

import { GalleryCreate, GalleryEdit } from './GalleryForm';
import { GalleryList } from './GalleryList';

/** The footer photo gallery (route /adminDashboard/photoGallery). */
export const gallery: Omit<ResourceProps, 'name'> = {
  list: GalleryList,
  create: GalleryCreate,
  edit: GalleryEdit,
  icon: PhotoLibraryIcon,
  recordRepresentation: 'alt_text',
};
