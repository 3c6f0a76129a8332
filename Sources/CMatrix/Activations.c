#include "CMatrix.h"

#include <immintrin.h>
#include <math.h>

// erf(x) as a rational function of x on [-4, 4] (beyond, erf is ±1 in single
// precision): x · P(x²) / Q(x²), the coefficients of Eigen's and XLA's
// single-precision erf; within 5e-7 of erf everywhere (DenseKernelTests).
static const float numerator[7] = {-1.60960333262415e-02f, -2.95459980854025e-03f, -7.34990630326855e-04f,
                                   -5.69250639462346e-05f, -2.10102402082508e-06f, 2.77068142495902e-08f,
                                   -2.72614225801306e-10f};
static const float denominator[5] = {-1.42647390514189e-02f, -7.37332916720468e-03f, -1.68282697438203e-03f,
                                     -2.13374055278905e-04f, -1.45660718464996e-05f};

__attribute__((target("avx2,fma"))) static inline __m256 erf8(__m256 x) {
  x = _mm256_max_ps(_mm256_min_ps(x, _mm256_set1_ps(4)), _mm256_set1_ps(-4));
  __m256 x2 = _mm256_mul_ps(x, x);
  __m256 p = _mm256_set1_ps(numerator[6]);
  for (int i = 5; i >= 0; i--) p = _mm256_fmadd_ps(x2, p, _mm256_set1_ps(numerator[i]));
  __m256 q = _mm256_set1_ps(denominator[4]);
  for (int i = 3; i >= 0; i--) q = _mm256_fmadd_ps(x2, q, _mm256_set1_ps(denominator[i]));
  return _mm256_div_ps(_mm256_mul_ps(x, p), q);
}

__attribute__((target("avx2,fma"))) void duo_matrix_gelu(float *values, size_t count) {
  const __m256 half = _mm256_set1_ps(0.5f), root = _mm256_set1_ps(0.70710678f), one = _mm256_set1_ps(1);
  size_t index = 0;
  for (; index + 8 <= count; index += 8) {
    __m256 x = _mm256_loadu_ps(values + index);
    __m256 e = erf8(_mm256_mul_ps(x, root));
    _mm256_storeu_ps(values + index, _mm256_mul_ps(_mm256_mul_ps(half, x), _mm256_add_ps(one, e)));
  }
  for (; index < count; index++) values[index] = 0.5f * values[index] * (1 + erff(values[index] * 0.70710678f));
}

// Each row of x plus its row of residual (when given), then layer-normalized:
// (x − mean) / √(variance + epsilon) · scale + bias. The sums are kept in eight
// partial sums, which the compiler makes one vector on any x86-64, so the
// result is the same bit for bit on every processor.
void duo_matrix_add_normalize(float *x, const float *residual, int rows, int width, const float *scale,
                              const float *bias, float epsilon) {
  for (int r = 0; r < rows; r++) {
    float *row = x + (size_t)r * width;
    const float *add = residual ? residual + (size_t)r * width : 0;
    float sums[8] = {0}, squares[8] = {0};
    int whole = width - width % 8;
    if (add)
      for (int k = 0; k < width; k++) row[k] += add[k];
    for (int k = 0; k < whole; k += 8)
      for (int j = 0; j < 8; j++) sums[j] += row[k + j];
    float total = 0;
    for (int j = 0; j < 8; j++) total += sums[j];
    for (int k = whole; k < width; k++) total += row[k];
    float mean = total / (float)width;
    for (int k = 0; k < whole; k += 8)
      for (int j = 0; j < 8; j++) {
        float d = row[k + j] - mean;
        squares[j] += d * d;
      }
    float variance = 0;
    for (int j = 0; j < 8; j++) variance += squares[j];
    for (int k = whole; k < width; k++) variance += (row[k] - mean) * (row[k] - mean);
    float inverse = 1 / sqrtf(variance / (float)width + epsilon);
    for (int k = 0; k < width; k++) row[k] = (row[k] - mean) * inverse * scale[k] + bias[k];
  }
}
