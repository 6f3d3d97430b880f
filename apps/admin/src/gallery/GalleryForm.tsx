import { Create, Edit, SimpleForm, TextInput } from 'react-admin';

import { readGalleryImageDraft } from '@kilau/domain';

import { PictureInput } from './PictureInput';
import { formValidator, pictureForCheck, withTypedAddress } from './pictures';

const validate = formValidator((values) =>
  readGalleryImageDraft({ ...values, image: values.image_address || pictureForCheck(values.image) }),
);

function GalleryForm() {
  return (
    <SimpleForm validate={validate}>
      <PictureInput source="image" label="Image" />
      <TextInput source="alt_text" label="Alt text" fullWidth />
    </SimpleForm>
  );
}

const transform = withTypedAddress('image');

export function GalleryCreate() {
  return (
    <Create redirect="list" transform={transform}>
      <GalleryForm />
    </Create>
  );
}

export function GalleryEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={transform}>
      <GalleryForm />
    </Edit>
  );
}
