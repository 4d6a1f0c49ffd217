/** One labelled text, as ../shared/train holds it (fields: its SOURCES.md) or as tools/train writes it. */
export interface TrainRow {
  id: string;
  text: string;
  /** `attack`, `benign`, `harmful_request`, `toxic` or `non_toxic`. */
  label: string;
  subtype: string | null;
  /** ISO 639-1, from the source (never detected). */
  lang: string;
  hard_negative: boolean;
  /** Which corpus it comes from; `augment/<family>` for the constructions written here. */
  dataset: string;
}
