#include "CMatrix.h"

#include <immintrin.h>

int duo_matrix_supported(void) {
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && __builtin_cpu_supports("f16c");
}

int duo_matrix_optimized(void) {
#ifdef __OPTIMIZE__
  return 1;
#else
  return 0;
#endif
}

__attribute__((target("avx2,f16c"))) void duo_matrix_to_half(const float *source, uint16_t *destination,
                                                             size_t count) {
  size_t index = 0;
  for (; index + 8 <= count; index += 8) {
    __m128i half = _mm256_cvtps_ph(_mm256_loadu_ps(source + index), _MM_FROUND_TO_NEAREST_INT);
    _mm_storeu_si128((__m128i *)(destination + index), half);
  }
  for (; index < count; index++) destination[index] = _cvtss_sh(source[index], _MM_FROUND_TO_NEAREST_INT);
}

__attribute__((target("avx2,fma"))) static inline float sum8(__m256 v) {
  __m128 low = _mm256_castps256_ps128(v);
  __m128 high = _mm256_extractf128_ps(v, 1);
  __m128 s = _mm_add_ps(low, high);
  s = _mm_add_ps(s, _mm_movehl_ps(s, s));
  s = _mm_add_ss(s, _mm_movehdup_ps(s));
  return _mm_cvtss_f32(s);
}

// R input rows (a compile-time constant once inlined, so the accumulators
// live in registers) against two weight rows at a time: each half-float
// weight vector is widened once and used for every row.
__attribute__((target("avx2,fma,f16c"), always_inline)) static inline void rows_against_outputs(
    const int R, const float *x, int inputs, const uint16_t *weights, const float *bias, int outputs, float *out) {
  int o = 0;
  for (; o + 2 <= outputs; o += 2) {
    const uint16_t *w0 = weights + (size_t)o * inputs;
    const uint16_t *w1 = w0 + inputs;
    __m256 a0[4], a1[4];
    for (int r = 0; r < R; r++) a0[r] = a1[r] = _mm256_setzero_ps();
    for (int k = 0; k < inputs; k += 8) {
      __m256 v0 = _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(w0 + k)));
      __m256 v1 = _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(w1 + k)));
      for (int r = 0; r < R; r++) {
        __m256 xv = _mm256_loadu_ps(x + (size_t)r * inputs + k);
        a0[r] = _mm256_fmadd_ps(xv, v0, a0[r]);
        a1[r] = _mm256_fmadd_ps(xv, v1, a1[r]);
      }
    }
    for (int r = 0; r < R; r++) {
      out[(size_t)r * outputs + o] = bias[o] + sum8(a0[r]);
      out[(size_t)r * outputs + o + 1] = bias[o + 1] + sum8(a1[r]);
    }
  }
  for (; o < outputs; o++) {
    const uint16_t *w0 = weights + (size_t)o * inputs;
    __m256 a0[4];
    for (int r = 0; r < R; r++) a0[r] = _mm256_setzero_ps();
    for (int k = 0; k < inputs; k += 8) {
      __m256 v0 = _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(w0 + k)));
      for (int r = 0; r < R; r++) a0[r] = _mm256_fmadd_ps(_mm256_loadu_ps(x + (size_t)r * inputs + k), v0, a0[r]);
    }
    for (int r = 0; r < R; r++) out[(size_t)r * outputs + o] = bias[o] + sum8(a0[r]);
  }
}

__attribute__((target("avx2,fma,f16c"))) void duo_matrix_linear(const float *input, int rows, int inputs,
                                                                const uint16_t *weights, const float *bias,
                                                                int outputs, float *out) {
  int row = 0;
  for (; row + 4 <= rows; row += 4)
    rows_against_outputs(4, input + (size_t)row * inputs, inputs, weights, bias, outputs, out + (size_t)row * outputs);
  const float *x = input + (size_t)row * inputs;
  float *y = out + (size_t)row * outputs;
  switch (rows - row) {
    case 3: rows_against_outputs(3, x, inputs, weights, bias, outputs, y); break;
    case 2: rows_against_outputs(2, x, inputs, weights, bias, outputs, y); break;
    case 1: rows_against_outputs(1, x, inputs, weights, bias, outputs, y); break;
    default: break;
  }
}
