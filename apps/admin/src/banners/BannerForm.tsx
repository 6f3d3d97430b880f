import { Create, Edit, SelectInput, SimpleForm } from 'react-admin';

import { readBannerDraft } from '@kilau/domain';

import { PictureInput } from '../gallery/PictureInput';
import { formValidator, pictureForCheck, withTypedAddress } from '../gallery/pictures';
import { BANNER_PAGE_CHOICES } from './pages';

const validate = formValidator((values) =>
  readBannerDraft({ ...values, image_url: values.image_url_address || pictureForCheck(values.image_url) }),
);

function BannerForm() {
  return (
    <SimpleForm validate={validate}>
      <SelectInput source="page" label="Page" choices={BANNER_PAGE_CHOICES} />
      <PictureInput source="image_url" label="Banner image" />
    </SimpleForm>
  );
}

const transform = withTypedAddress('image_url');

export function BannerCreate() {
  return (
    <Create redirect="list" transform={transform}>
      <BannerForm />
    </Create>
  );
}

export function BannerEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={transform}>
      <BannerForm />
    </Edit>
  );
}
