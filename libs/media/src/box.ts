/** A rectangle in integer pixels of the original image, top-left origin. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
