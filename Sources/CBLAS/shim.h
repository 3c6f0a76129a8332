// OpenBLAS from Debian (libopenblas-dev): cblas_sgemm and its thread count.
#include <cblas.h>
