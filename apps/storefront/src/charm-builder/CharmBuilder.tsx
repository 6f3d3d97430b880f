import './charm-builder.css';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CartMessages, ListingMessages, priceCartLine, runningCampaigns, stockState } from '@kilau/domain';

import { catalogue } from '../api/catalogue';
import type { Charm, Product } from '../api/types';
import { useCart } from '../cart/CartProvider';
import { NoteDialog } from '../cart/NoteDialog';
import { useMessage } from '../i18n/useLanguage';
import { ErrorLine, Loading } from '../ui/Status';
import { useToast } from '../ui/Toast';
import { useAsync } from '../ui/useAsync';
import { BaseCarousel } from './BaseCarousel';
import {
  chooseCount,
  clearSlot,
  countChoices,
  fitToBase,
  initialBuilder,
  pickCharm,
  pickedCharmIds,
  selectSlot,
} from './builder-state';
import { BuilderPrice } from './BuilderPrice';
import { charmBases } from './charm-bar';
import { CharmPicker } from './CharmPicker';
import { CharmPreview } from './CharmPreview';
import { playChime } from './chime';
import { CountSelector } from './CountSelector';
import { keepDesign, keptDesign } from './kept-design';
import { SelectedBasePanel } from './SelectedBasePanel';
import { SlotList } from './SlotList';

/**
 * The charm builder (storefront seed §2 'Charm builder', §4): a base, a number of charm positions,
 * a charm per slot, the live preview and the price the cart will charge. On the product page the
 * base is that product (`fixedBase`) and the base carousels are left out.
 */
export function CharmBuilder({ fixedBase }: { fixedBase?: Product }) {
  const { t } = useTranslation('builder');
  const m = useMessage();
  const [chosen, setChosen] = useState<Product | null>(null);
  const base = fixedBase ?? chosen;
  const scope = fixedBase?.id ?? 'charm-bar';
  const [state, setState] = useState(() => startingState(fixedBase));
  // the product page may move on to another product without unmounting: that product's design
  const [builtOn, setBuiltOn] = useState(fixedBase?.id);
  if (fixedBase?.id !== builtOn) {
    setBuiltOn(fixedBase?.id);
    setState(startingState(fixedBase));
  }
  const [noteOpen, setNoteOpen] = useState(false);
  const cart = useCart();
  const toast = useToast();

  const charms = useAsync(() => catalogue.charms(), []);
  const bases = useAsync(() => (fixedBase ? Promise.resolve([]) : catalogue.products()), [fixedBase]);
  const campaigns = useAsync(() => catalogue.campaigns(), []);
  const running = useMemo(() => runningCampaigns(campaigns.data ?? [], new Date()), [campaigns.data]);
  const charmsById = useMemo(() => new Map((charms.data ?? []).map((charm) => [charm.id, charm])), [charms.data]);

  // on the charm bar the kept design's base comes back once the bases are known
  const restored = useRef(!!fixedBase);
  useEffect(() => {
    if (restored.current || !bases.data) return;
    restored.current = true;
    const keptBase = bases.data.find((product) => product.id === keptDesign('charm-bar')?.baseId);
    if (keptBase) setChosen(keptBase);
  }, [bases.data]);
  // every change kept in this tab, so a login or reload gives the same design back
  useEffect(() => {
    if (restored.current) keepDesign(scope, { baseId: base?.id ?? null, state });
  }, [scope, base?.id, state]);

  const picked = pickedCharmIds(state).flatMap((id) => charmsById.get(id) ?? []);
  const price = priceCartLine({ product: base, charms: picked, quantity: 1 }, running);

  const chooseBase = (next: Product | null) => {
    setChosen(next);
    setState((current) => fitToBase(current, next));
  };
  const pick = (charm: Charm) => {
    setState((current) => pickCharm(current, charm.id));
    playChime();
  };
  const startAdding = () => {
    if (!base) return toast(CartMessages.baseProductRequired, 'error');
    // the note comes first even logged out: the login then keeps it with the design
    setNoteOpen(true);
  };
  const add = async (message: string) => {
    setNoteOpen(false);
    if (!base) return;
    const withCharms = picked.length > 0;
    // the seed names both: the product page's builder customizes that product, the charm bar's
    // puts a piece together from a chosen base
    const customized = fixedBase ? CartMessages.customizedProductAdded : CartMessages.customizedItemAdded;
    const success = withCharms
      ? customized
      : message
        ? CartMessages.itemAddedWithMessage
        : CartMessages.itemAdded;
    await cart.add(
      { product: base.id, charms: picked.map((charm) => charm.id), quantity: 1, message },
      { success, failure: CartMessages.addFailed, kept: 'Your design is kept.' },
    );
  };

  const baseSoldOut = base ? stockState(base.stock) === 'sold_out' : false;
  return (
    <section className="builder" aria-label={t('Charm builder')}>
      {!fixedBase && <BaseChoice state={bases} chosen={chosen} running={running} onChoose={chooseBase} />}
      <div className="builder__workbench">
        <div className="builder__stage">
          <CharmPreview
            base={base}
            state={state}
            charmsById={charmsById}
            onSelectSlot={(slot) => setState((s) => selectSlot(s, slot))}
          />
          <p className="builder__ratio-note" lang="id">
            Catatan: perbandingan ukuran charm pada pratinjau tidak 100% akurat.
          </p>
        </div>
        <div className="builder__controls">
          <SelectedBasePanel base={base} running={running} onReset={fixedBase ? undefined : () => chooseBase(null)} />
          <CountSelector
            choices={countChoices(base)}
            count={state.count}
            onChoose={(count) => setState((s) => chooseCount(s, count, base))}
          />
          <SlotList
            state={state}
            charmsById={charmsById}
            onSelectSlot={(slot) => setState((s) => selectSlot(s, slot))}
            onClearSlot={(slot) => setState((s) => clearSlot(s, slot))}
          />
          <BuilderPrice price={base ? price : null} charmCount={picked.length} />
          <button
            type="button"
            className="button button--primary builder__add"
            onClick={startAdding}
            disabled={baseSoldOut || !base}
            aria-describedby={base ? undefined : 'builder-no-base'}
          >
            {baseSoldOut ? t('Out of Stock') : t('Add to Cart')}
          </button>
          {!base && (
            <p id="builder-no-base" className="builder__hint">
              {m(CartMessages.baseProductRequired)}
            </p>
          )}
        </div>
      </div>
      {charms.status === 'loading' && <Loading text={m(ListingMessages.loadingCharms)} />}
      {charms.status === 'error' && <ErrorLine text={m(ListingMessages.error(charms.error.message))} />}
      {charms.data && <CharmPicker charms={charms.data} disabled={state.count === 0} onPick={pick} />}
      <NoteDialog
        open={noteOpen}
        onAdd={(message) => void add(message)}
        onSkip={() => void add('')}
        onClose={() => setNoteOpen(false)}
      />
    </section>
  );
}

/** The design kept for this product (or the charm bar) in this tab, else the builder's start. */
function startingState(fixedBase: Product | undefined) {
  const kept = keptDesign(fixedBase?.id ?? 'charm-bar');
  if (!kept) return initialBuilder(fixedBase ?? null);
  return fixedBase ? fitToBase(kept.state, fixedBase) : kept.state;
}

/** The necklace and bracelet carousels of the charm bar. */
function BaseChoice(props: {
  state: ReturnType<typeof useAsync<Product[]>>;
  chosen: Product | null;
  running: ReturnType<typeof runningCampaigns>;
  onChoose(base: Product): void;
}) {
  const { t } = useTranslation('builder');
  const m = useMessage();
  const { state } = props;
  if (state.status === 'loading') return <Loading text={m(ListingMessages.loadingProducts)} />;
  if (state.status === 'error') return <ErrorLine text={m(ListingMessages.error(state.error.message))} />;
  return (
    <div className="builder__bases">
      <BaseCarousel
        title={t('Necklaces')}
        bases={charmBases(state.data, 'necklace')}
        chosenId={props.chosen?.id}
        running={props.running}
        onChoose={props.onChoose}
      />
      <BaseCarousel
        title={t('Bracelets')}
        bases={charmBases(state.data, 'bracelet')}
        chosenId={props.chosen?.id}
        running={props.running}
        onChoose={props.onChoose}
      />
    </div>
  );
}
