import { PageHero } from '../layout/PageHero';
import { CharmBuilder } from './CharmBuilder';
import { Recommendations } from './Recommendations';

/** /charmbar: build a chain plus charms piece (storefront seed §2 'Charm builder'). */
export default function CharmBarPage() {
  return (
    <main>
      <PageHero page="charmbar" headline="Craft a Piece as Unique as You" />
      <div className="page">
        <CharmBuilder />
        <Recommendations />
      </div>
    </main>
  );
}
