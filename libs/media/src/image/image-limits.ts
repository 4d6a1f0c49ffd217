import { MAX_IMAGE_BYTES } from '@csg/contracts';

/** Limits applied to an image before any pixel is decoded. */
export interface ImageLimits {
  /** Decoded bytes, checked as encoded length × 3 / 4 (specification, "Limits"). */
  maxBytes: number;
  /**
   * width × height as the header declares it. 50 megapixels admits an 8000×6000 (48 MP) phone
   * photo while one decode stays near 200 MB of RGBA; a 10 MB file can declare far more (a PNG of
   * one colour compresses ~1000:1), which is the decompression bomb this refuses.
   */
  maxPixels: number;
}

export const DEFAULT_IMAGE_LIMITS: ImageLimits = {
  maxBytes: MAX_IMAGE_BYTES,
  maxPixels: 50_000_000,
};
