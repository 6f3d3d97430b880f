import { HOME_MATERIALS } from '@kilau/domain';

/** The materials strip: the shop's promises about what the jewellery is made of (storefront seed §1). */
export function MaterialsStrip() {
  return (
    <section className="materials" aria-label="Our materials">
      <ul className="materials__list">
        {HOME_MATERIALS.map((claim) => (
          <li key={claim} className="materials__item">
            <span className="materials__mark" aria-hidden="true">
              ✦
            </span>
            {claim}
          </li>
        ))}
      </ul>
    </section>
  );
}
