// The sentence model's dense layers for a few token rows at a time: weights
// stored as IEEE half floats (half the bytes to read, which is most of the
// time at ten tokens) with products in single precision (AVX2 and FMA), or
// weights and inputs as bytes (AVX2, faster with VNNI); and GELU. Compiled for
// those instructions by function attributes, chosen at run time:
// duo_matrix_supported() and the *_supported() below say what this processor has.
#pragma once
#include <stddef.h>
#include <stdint.h>

/// Nonzero when the processor has AVX2, FMA and F16C.
int duo_matrix_supported(void);

/// Nonzero when this file was compiled with optimization (a release build).
int duo_matrix_optimized(void);

/// `count` floats as half floats (round to nearest even).
void duo_matrix_to_half(const float *source, uint16_t *destination, size_t count);

/// For each of `rows` input rows and each of `outputs` outputs `o`:
/// `out[r * outputs + o] = bias[o] + Σₖ input[r * inputs + k] · weights[o * inputs + k]`,
/// the weights in PyTorch's `[outputs, inputs]` layout, as half floats.
/// `inputs` is a multiple of 8.
void duo_matrix_linear(const float *input, int rows, int inputs, const uint16_t *weights, const float *bias,
                       int outputs, float *out);

/// Nonzero when the processor has the byte kernels' instructions (AVX2).
int duo_matrix_bytes_supported(void);

/// Nonzero when the processor multiplies bytes four at a time (AVX-VNNI, or AVX-512 VNNI with VL).
int duo_matrix_bytes_vnni_supported(void);

/// Weights as signed bytes, one scale per output row (largest magnitude / 127),
/// and each row's sum of bytes (for the activations' zero point).
void duo_matrix_quantize_rows(const float *weights, int outputs, int inputs, int8_t *quantized, float *scales,
                              int32_t *sums);

/// `duo_matrix_linear` on byte weights: each input row is first mapped to bytes
/// from its least to its largest value (into `scratch`, rows × inputs, with
/// `row_scales` and `row_zeros`, rows each), then multiplied four bytes at a
/// time when `vnni` is nonzero (the processor must have it), else in 16-bit
/// halves with AVX2 alone; the sums, and so the outputs, are the same.
/// `inputs` is a multiple of 32.
void duo_matrix_linear_bytes(const float *input, int rows, int inputs, const int8_t *weights, const float *scales,
                             const int32_t *sums, const float *bias, int outputs, uint8_t *scratch,
                             float *row_scales, int32_t *row_zeros, int vnni, float *out);

/// GELU in place, `x · (1 + erf(x / √2)) / 2`, with erf as a rational function
/// (within 5e-7), eight values at a time (AVX2 and FMA: `duo_matrix_supported()`).
void duo_matrix_gelu(float *values, size_t count);

/// Each of `rows` rows of `x` (`width` floats) plus the same row of `residual`
/// (unless it is NULL), then layer-normalized with `scale` and `bias` (`epsilon`
/// added to the variance: BERT's 1e-12, MPNet's 1e-5); the same bits on every
/// x86-64 processor.
void duo_matrix_add_normalize(float *x, const float *residual, int rows, int width, const float *scale,
                              const float *bias, float epsilon);
