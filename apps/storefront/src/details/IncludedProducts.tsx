import { Link } from 'react-router';

import { categoryName, formatRupiah, materialTag, type PictureVariant } from '@kilau/domain';

import { Picture } from '../ui/Picture';

export interface IncludedItem {
  id: number;
  name: string;
  category: string;
  label: string;
  price: number;
  image: string | null | undefined;
  image_variants?: PictureVariant[] | undefined;
}

/** The pieces inside a gift set or jewel set: picture, name, category, material and price. */
export function IncludedProducts({ items }: { items: IncludedItem[] }) {
  return (
    <ul className="detail__included">
      {items.map((item) => (
        <li key={item.id}>
          <Picture src={item.image} variants={item.image_variants} sizes="64px" alt={item.name} />
          <span>
            <Link to={`/products/${item.id}`}>{item.name}</Link>
            <span className="detail__included-meta">
              {[categoryName(item.category), materialTag(item.label), formatRupiah(item.price)]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
