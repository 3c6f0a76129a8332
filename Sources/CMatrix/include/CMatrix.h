// The sentence model's dense layers for a few token rows at a time: weights
// stored as IEEE half floats (half the bytes to read, which is most of the
// time at ten tokens), products and sums in single precision with AVX2 and
// FMA. Compiled for those instructions by function attributes, chosen at run
// time: duo_matrix_supported() says whether this processor has them.
#pragma once
#include <stddef.h>
#include <stdint.h>

/// Nonzero when the processor has AVX2, FMA and F16C.
int duo_matrix_supported(void);

/// Nonzero when this file was compiled with optimization (a release build).
int duo_matrix_optimized(void);

/// `count` floats as half floats (round to nearest even).
void duo_matrix_to_half(const float *source, uint16_t *destination, size_t count);

/// For each of `rows` input rows and each output `o` in [first, last):
/// `out[r * outputs + o] = bias[o] + Σₖ input[r * inputs + k] · weights[o * inputs + k]`,
/// the weights in PyTorch's `[outputs, inputs]` layout, as half floats.
/// `inputs` is a multiple of 8.
void duo_matrix_linear(const float *input, int rows, int inputs, const uint16_t *weights, const float *bias,
                       int outputs, int first, int last, float *out);
