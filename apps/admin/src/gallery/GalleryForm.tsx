import { SimpleForm, TextInput } from 'react-admin';

import { readGalleryImageDraft } from '@kilau/domain';

import { PictureInput } from '../ui/PictureInput';
import { formValidator, pictureForCheck } from '../ui/pictures';

const validate = formValidator((values) =>
  readGalleryImageDraft({ ...values, image: values.image_address || pictureForCheck(values.image) }),
);

export function GalleryForm() {
  return (
    <SimpleForm validate={validate}>
      <PictureInput source="image" label="Image" />
      <TextInput source="alt_text" label="Alt text" fullWidth />
    </SimpleForm>
  );
}
