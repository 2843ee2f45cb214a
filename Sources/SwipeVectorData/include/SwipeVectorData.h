#ifndef SWIPE_VECTOR_DATA_H
#define SWIPE_VECTOR_DATA_H

#include <stddef.h>

// The vector files of Vectors/, compiled into the library so that the vectors are
// available wherever the library or the tool runs (no resource bundle, no path).
// SwipeVectorData.c is written by `swipe-conformance generate` together with
// Vectors/ and checked by `generate --check`; never edit it by hand.

/// The number of embedded vector files.
size_t swipe_vector_data_count(void);

/// The file name (e.g. "THR.json") of embedded file `index`, or NULL past the end.
const char *_Nullable swipe_vector_data_name(size_t index);

/// The UTF-8 text of embedded file `index` (its byte count in `*length`), or NULL past the end.
const char *_Nullable swipe_vector_data_text(size_t index, size_t *_Nonnull length);

#endif
