import DiamondIcon from '@mui/icons-material/Diamond';
import type { ResourceProps } from 'react-admin';

import { formPages } from '../ui/formPages';
import { membersForCategory, ProductForm } from './ProductForm';
import { ProductList } from './ProductList';

/** The catalogue's products (route /adminDashboard/products). */
export const products: Omit<ResourceProps, 'name'> = {
  list: ProductList,
  ...formPages(ProductForm, { transform: membersForCategory }),
  icon: DiamondIcon,
  recordRepresentation: 'name',
};
