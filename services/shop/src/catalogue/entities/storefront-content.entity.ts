import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The hero picture of one storefront page, found by its page key. */
@Entity('page_banners')
export class PageBanner {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 40, unique: true })
  page!: string;

  @Column({ name: 'image_url', type: 'varchar', length: 500 })
  imageUrl!: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/** The footer's photo gallery ("Jewelry that speaks for you"). */
@Entity('photo_gallery')
export class GalleryImage {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 500 })
  image!: string;

  @Column({ name: 'alt_text', type: 'varchar', length: 300, default: '' })
  altText!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/** The home page's video carousel. */
@Entity('videos')
export class Video {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200, default: '' })
  title!: string;

  @Column({ name: 'video_file', type: 'varchar', length: 500 })
  videoFile!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
