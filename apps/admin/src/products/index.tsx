import DiamondIcon from '@mui/icons-material/Diamond';
import type { ResourceProps } from 'react-admin';

import { ProductCreate, ProductEdit } from './ProductForm';
import { ProductList } from './ProductList';

/** The catalogue's products (route /adminDashboard/products). */
export const products: Omit<ResourceProps, 'name'> = {
  list: ProductList,
  create: ProductCreate,
  edit: ProductEdit,
  icon: DiamondIcon,
  recordRepresentation: 'name',
};
