import { Global, Module } from '@nestjs/common';

import { PictureStore } from './picture-store.js';

/** The kept pictures and their variants, for every context that keeps or answers pictures. */
@Global()
@Module({ providers: [PictureStore], exports: [PictureStore] })
export class MediaModule {}
