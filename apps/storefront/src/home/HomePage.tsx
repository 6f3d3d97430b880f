import './home.css';

import { BestSellers } from './BestSellers';
import { HomeHero } from './HomeHero';
import { Marquee } from './Marquee';
import { MaterialsStrip } from './MaterialsStrip';
import { PhotoGallery } from './PhotoGallery';
import { Reviews } from './Reviews';
import { SpecialOffer } from './SpecialOffer';
import { VideoCarousel } from './VideoCarousel';

/** The home page, top to bottom as storefront seed §2 'Home' orders it (header and footer come from the layout). */
export default function HomePage() {
  return (
    <main className="home">
      <Marquee />
      <HomeHero />
      <div className="page home__body">
        <SpecialOffer />
        <BestSellers />
      </div>
      <MaterialsStrip />
      <div className="page home__body">
        <VideoCarousel />
        <Reviews />
        <PhotoGallery />
      </div>
    </main>
  );
}
