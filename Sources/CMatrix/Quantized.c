#include "CMatrix.h"

#include <immintrin.h>
#include <math.h>

int duo_matrix_bytes_supported(void) {
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx2");
}

int duo_matrix_bytes_vnni_supported(void) {
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx2") &&
         (__builtin_cpu_supports("avxvnni") ||
          (__builtin_cpu_supports("avx512vnni") && __builtin_cpu_supports("avx512vl")));
}

__attribute__((target("avx2"))) static inline int32_t sum8i(__m256i v) {
  __m128i s = _mm_add_epi32(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
  s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0x4E));
  s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0xB1));
  return _mm_cvtsi128_si32(s);
}

// Each weight row to signed bytes, its largest magnitude at ±127: the same
// bytes as `lrintf(w / scale)` one by one, 32 at a time (`.bytes` needs AVX2).
__attribute__((target("avx2"))) void duo_matrix_quantize_rows(const float *weights, int outputs, int inputs,
                                                              int8_t *quantized, float *scales, int32_t *sums) {
  const __m256 magnitude = _mm256_castsi256_ps(_mm256_set1_epi32(0x7FFFFFFF));
  const __m256i order = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
  const __m256i high = _mm256_set1_epi32(127), low = _mm256_set1_epi32(-127);
  for (int o = 0; o < outputs; o++) {
    const float *row = weights + (size_t)o * inputs;
    int8_t *out = quantized + (size_t)o * inputs;
    __m256 largest8 = _mm256_setzero_ps();
    int k = 0;
    for (; k + 8 <= inputs; k += 8) largest8 = _mm256_max_ps(largest8, _mm256_and_ps(_mm256_loadu_ps(row + k), magnitude));
    float lanes[8];
    _mm256_storeu_ps(lanes, largest8);
    float largest = 0;
    for (int l = 0; l < 8; l++) largest = fmaxf(largest, lanes[l]);
    for (; k < inputs; k++) largest = fmaxf(largest, fabsf(row[k]));
    float scale = largest > 0 ? largest / 127 : 1;
    const __m256 divisor = _mm256_set1_ps(scale);
    __m256i sum8 = _mm256_setzero_si256();
    k = 0;
    for (; k + 32 <= inputs; k += 32) {
      __m256i part[4];
      for (int p = 0; p < 4; p++) {
        __m256i v = _mm256_cvtps_epi32(_mm256_div_ps(_mm256_loadu_ps(row + k + 8 * p), divisor));
        part[p] = _mm256_max_epi32(_mm256_min_epi32(v, high), low);
        sum8 = _mm256_add_epi32(sum8, part[p]);
      }
      __m256i packed = _mm256_packs_epi16(_mm256_packs_epi32(part[0], part[1]), _mm256_packs_epi32(part[2], part[3]));
      _mm256_storeu_si256((__m256i *)(out + k), _mm256_permutevar8x32_epi32(packed, order));
    }
    int32_t sum = sum8i(sum8);
    for (; k < inputs; k++) {
      int value = (int)lrintf(row[k] / scale);
      value = value > 127 ? 127 : value < -127 ? -127 : value;
      out[k] = (int8_t)value;
      sum += value;
    }
    scales[o] = scale;
    sums[o] = sum;
  }
}

// One output from its sum of byte products: x ≈ xscale · (byte − zero), w ≈ wscale · byte,
// so Σ x·w ≈ xscale · wscale · (Σ xbyte·wbyte − zero · Σ wbyte).
__attribute__((target("avx2"))) static inline float scaled(__m256i products, float xscale, int32_t zero,
                                                           float wscale, int32_t sum, float bias) {
  return bias + xscale * wscale * (float)(sum8i(products) - zero * sum);
}

// Rows of activations as bytes, each row from its least to its largest value
// in 255 steps (GELU's outputs hardly go below zero, so a range symmetric
// about zero would waste half the steps): x ≈ scale · (byte − zero).
__attribute__((target("avx2"))) static void quantize_activations(const float *input, int rows, int inputs,
                                                                 uint8_t *bytes, float *scales, int32_t *zeros) {
  for (int r = 0; r < rows; r++) {
    const float *row = input + (size_t)r * inputs;
    __m256 low = _mm256_setzero_ps(), high = _mm256_setzero_ps();
    for (int k = 0; k < inputs; k += 8) {
      __m256 v = _mm256_loadu_ps(row + k);
      low = _mm256_min_ps(low, v);
      high = _mm256_max_ps(high, v);
    }
    float lows[8], highs[8];
    _mm256_storeu_ps(lows, low);
    _mm256_storeu_ps(highs, high);
    float least = 0, largest = 0;
    for (int i = 0; i < 8; i++) {
      least = fminf(least, lows[i]);
      largest = fmaxf(largest, highs[i]);
    }
    float scale = largest > least ? (largest - least) / 255 : 1;
    int zero = (int)lrintf(-least / scale);
    __m256 inverse = _mm256_set1_ps(1 / scale);
    __m256i offset = _mm256_set1_epi32(zero);
    // Eight floats to eight rounded integers, then 32 of them packed to unsigned bytes with saturation.
    for (int k = 0; k < inputs; k += 32) {
      __m256i q[4];
      for (int j = 0; j < 4; j++)
        q[j] = _mm256_add_epi32(_mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(row + k + 8 * j), inverse)), offset);
      __m256i words = _mm256_packs_epi32(q[0], q[1]), words2 = _mm256_packs_epi32(q[2], q[3]);
      __m256i packed = _mm256_packus_epi16(words, words2);
      // The packs work within 128-bit lanes: put the four groups of four back in order.
      packed = _mm256_permutevar8x32_epi32(packed, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7));
      _mm256_storeu_si256((__m256i *)(bytes + (size_t)r * inputs + k), packed);
    }
    scales[r] = scale;
    zeros[r] = zero;
  }
}

// R rows of bytes against two weight rows at a time, four products summed per
// lane by DOT (SHIFT: what DOT took off the inputs' bytes, given back through
// the zero point); one copy of the body for each instruction set (a function's
// target cannot be chosen at run time, so the macro makes the three).
#define ROWS_AGAINST_OUTPUTS(NAME, TARGET, DOT, SHIFT)                                                            \
  __attribute__((target(TARGET), always_inline)) static inline void NAME(                                         \
      const int R, const uint8_t *x, const float *xscales, const int32_t *zeros, int inputs,                      \
      const int8_t *weights, const float *wscales, const int32_t *sums, const float *bias,                        \
      int outputs, int stride, const int8_t *next, size_t ahead, float *out) {                                    \
    int o = 0;                                                                                                    \
    for (; o + 2 <= outputs; o += 2) {                                                                            \
      const int8_t *w0 = weights + (size_t)o * inputs;                                                            \
      const int8_t *w1 = w0 + inputs;                                                                             \
      for (size_t k = (size_t)o * inputs; k < (size_t)(o + 2) * inputs && k < ahead; k += 64)                     \
        _mm_prefetch((const char *)next + k, _MM_HINT_T1);                                                        \
      __m256i a0[4], a1[4];                                                                                       \
      for (int r = 0; r < R; r++) a0[r] = a1[r] = _mm256_setzero_si256();                                         \
      for (int k = 0; k < inputs; k += 32) {                                                                      \
        __m256i v0 = _mm256_loadu_si256((const __m256i *)(w0 + k));                                               \
        __m256i v1 = _mm256_loadu_si256((const __m256i *)(w1 + k));                                               \
        for (int r = 0; r < R; r++) {                                                                             \
          __m256i xv = _mm256_loadu_si256((const __m256i *)(x + (size_t)r * inputs + k));                         \
          a0[r] = DOT(a0[r], xv, v0);                                                                             \
          a1[r] = DOT(a1[r], xv, v1);                                                                             \
        }                                                                                                         \
      }                                                                                                           \
      for (int r = 0; r < R; r++) {                                                                               \
        out[(size_t)r * stride + o] = scaled(a0[r], xscales[r], zeros[r] - SHIFT, wscales[o], sums[o], bias[o]);  \
        out[(size_t)r * stride + o + 1] =                                                                         \
            scaled(a1[r], xscales[r], zeros[r] - SHIFT, wscales[o + 1], sums[o + 1], bias[o + 1]);                \
      }                                                                                                           \
    }                                                                                                             \
    for (; o < outputs; o++) {                                                                                    \
      const int8_t *w0 = weights + (size_t)o * inputs;                                                            \
      __m256i a0[4];                                                                                              \
      for (int r = 0; r < R; r++) a0[r] = _mm256_setzero_si256();                                                 \
      for (int k = 0; k < inputs; k += 32) {                                                                      \
        __m256i v0 = _mm256_loadu_si256((const __m256i *)(w0 + k));                                               \
        for (int r = 0; r < R; r++)                                                                               \
          a0[r] = DOT(a0[r], _mm256_loadu_si256((const __m256i *)(x + (size_t)r * inputs + k)), v0);              \
      }                                                                                                           \
      for (int r = 0; r < R; r++)                                                                                 \
        out[(size_t)r * stride + o] = scaled(a0[r], xscales[r], zeros[r] - SHIFT, wscales[o], sums[o], bias[o]);  \
    }                                                                                                             \
  }

// All rows, four at a time, then the rest with a body for their count; the
// outputs in blocks of weight rows that stay in the core's cache (about 128 KB)
// while every input row passes, so that a matrix larger than the caches (the
// large model's 85 MB) is read from memory once per product, not once per
// four input rows. While a block is multiplied, the next one is prefetched
// into the core's second-level cache (when more than four rows will use it),
// so that reading memory overlaps the products instead of stalling them:
// the large model's utterance went from 19-20 to 11-13 ms here.
#define LINEAR(NAME, ROWS, TARGET)                                                                                \
  __attribute__((target(TARGET))) static void NAME(                                                               \
      const uint8_t *bytes, const float *xscales, const int32_t *zeros, int rows, int inputs,                     \
      const int8_t *weights, const float *wscales, const int32_t *sums, const float *bias,                        \
      int outputs, int stride, float *out) {                                                                      \
    int block = (128 * 1024 / inputs) & ~1;                                                                       \
    if (block < 2) block = 2;                                                                                     \
    for (int first = 0; first < outputs; first += block) {                                                       \
      int count = outputs - first < block ? outputs - first : block;                                              \
      const int8_t *w = weights + (size_t)first * inputs;                                                         \
      const int8_t *next = w + (size_t)count * inputs;                                                            \
      int left = outputs - first - count;                                                                         \
      size_t ahead = rows > 4 ? (size_t)(left < block ? left : block) * inputs : 0;                               \
      int row = 0;                                                                                                \
      for (; row + 4 <= rows; row += 4)                                                                           \
        ROWS(4, bytes + (size_t)row * inputs, xscales + row, zeros + row, inputs, w, wscales + first,             \
             sums + first, bias + first, count, stride, next, ahead, out + (size_t)row * stride + first);         \
      const uint8_t *x = bytes + (size_t)row * inputs;                                                            \
      float *y = out + (size_t)row * stride + first;                                                              \
      const float *s = xscales + row, *ws = wscales + first, *b = bias + first;                                   \
      const int32_t *z = zeros + row, *su = sums + first;                                                         \
      switch (rows - row) {                                                                                       \
        case 3: ROWS(3, x, s, z, inputs, w, ws, su, b, count, stride, next, ahead, y); break;                     \
        case 2: ROWS(2, x, s, z, inputs, w, ws, su, b, count, stride, next, ahead, y); break;                     \
        case 1: ROWS(1, x, s, z, inputs, w, ws, su, b, count, stride, next, ahead, y); break;                     \
        default: break;                                                                                           \
      }                                                                                                           \
    }                                                                                                             \
  }

// Without VNNI, the same sums exactly, with AVX2's byte multiply-add (which
// saturates at 16 bits): the inputs shifted to signed bytes (x − 128), whose
// magnitudes (at most 128) times the weights given the inputs' signs (at most
// 127) add in pairs below 2^15; the shift comes back through the zero point.
__attribute__((target("avx2"), always_inline)) static inline __m256i dot_avx2(__m256i a, __m256i x, __m256i w) {
  __m256i shifted = _mm256_xor_si256(x, _mm256_set1_epi8((char)0x80));
  __m256i pairs = _mm256_maddubs_epi16(_mm256_abs_epi8(shifted), _mm256_sign_epi8(w, shifted));
  return _mm256_add_epi32(a, _mm256_madd_epi16(pairs, _mm256_set1_epi16(1)));
}

#define DOT_AVX2(a, x, w) dot_avx2(a, x, w)
#define DOT_AVX(a, x, w) _mm256_dpbusd_avx_epi32(a, x, w)
#define DOT_AVX512(a, x, w) _mm256_dpbusd_epi32(a, x, w)
ROWS_AGAINST_OUTPUTS(rows_avx2, "avx2", DOT_AVX2, 128)
ROWS_AGAINST_OUTPUTS(rows_avx, "avx2,avxvnni", DOT_AVX, 0)
ROWS_AGAINST_OUTPUTS(rows_avx512, "avx2,avx512f,avx512vl,avx512vnni", DOT_AVX512, 0)
LINEAR(linear_avx2, rows_avx2, "avx2")
LINEAR(linear_avx, rows_avx, "avx2,avxvnni")
LINEAR(linear_avx512, rows_avx512, "avx2,avx512f,avx512vl,avx512vnni")

void duo_matrix_linear_bytes(const float *input, int rows, int inputs, const int8_t *weights, const float *scales,
                             const int32_t *sums, const float *bias, int outputs, uint8_t *scratch,
                             float *row_scales, int32_t *row_zeros, int vnni, float *out) {
  quantize_activations(input, rows, inputs, scratch, row_scales, row_zeros);
  __builtin_cpu_init();
  if (!vnni)
    linear_avx2(scratch, row_scales, row_zeros, rows, inputs, weights, scales, sums, bias, outputs, outputs, out);
  else if (__builtin_cpu_supports("avxvnni"))
    linear_avx(scratch, row_scales, row_zeros, rows, inputs, weights, scales, sums, bias, outputs, outputs, out);
  else
    linear_avx512(scratch, row_scales, row_zeros, rows, inputs, weights, scales, sums, bias, outputs, outputs, out);
}
