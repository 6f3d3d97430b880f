import { SelectInput, SimpleForm } from 'react-admin';

import { readBannerDraft } from '@kilau/domain';

import { PictureInput } from '../ui/PictureInput';
import { formValidator, pictureForCheck } from '../ui/pictures';
import { BANNER_PAGE_CHOICES } from './pages';

const validate = formValidator((values) =>
  readBannerDraft({ ...values, image_url: values.image_url_address || pictureForCheck(values.image_url) }),
);

export function BannerForm() {
  return (
    <SimpleForm validate={validate}>
      <SelectInput source="page" label="Page" choices={BANNER_PAGE_CHOICES} />
      <PictureInput source="image_url" label="Banner image" />
    </SimpleForm>
  );
}
