"""Writes tiny-mpnet.safetensors, a small MPNet with random weights in
all-mpnet-base-v2's tensor names and layout (32 wide, 4 heads, 2 layers, 64
inner, 40 words, 32 positions after MPNet's two, 32 relative buckets), and
prints the reference vectors MPNetShapeTests compares with: an independent
NumPy MPNet in double precision, written from Hugging Face's modeling_mpnet
(positions from 2, one relative-position bias for every layer, added to each
head's scaled scores, layer norm's 1e-5, mean pooling, length 1).

    python3 Tests/Fixtures/Encoder/make-tiny-mpnet.py   # needs numpy and safetensors
"""
import math, os
import numpy as np
from safetensors.numpy import save_file

W, HEADS, LAYERS, INNER, VOCAB, POSITIONS, BUCKETS = 32, 4, 2, 64, 40, 32, 32
rng = np.random.default_rng(2026)
def r(*shape, scale=0.3): return (rng.standard_normal(shape) * scale).astype(np.float32)

tensors = {
    "embeddings.word_embeddings.weight": r(VOCAB, W, scale=1.0),
    "embeddings.position_embeddings.weight": r(POSITIONS + 2, W, scale=0.5),
    "embeddings.LayerNorm.weight": 1 + r(W, scale=0.1), "embeddings.LayerNorm.bias": r(W, scale=0.1),
    "encoder.relative_attention_bias.weight": r(BUCKETS, HEADS, scale=1.0),
}
for l in range(LAYERS):
    p = f"encoder.layer.{l}."
    for name in "qkvo":
        tensors[p + f"attention.attn.{name}.weight"] = r(W, W); tensors[p + f"attention.attn.{name}.bias"] = r(W, scale=0.1)
    tensors[p + "attention.LayerNorm.weight"] = 1 + r(W, scale=0.1); tensors[p + "attention.LayerNorm.bias"] = r(W, scale=0.1)
    tensors[p + "intermediate.dense.weight"] = r(INNER, W); tensors[p + "intermediate.dense.bias"] = r(INNER, scale=0.1)
    tensors[p + "output.dense.weight"] = r(W, INNER); tensors[p + "output.dense.bias"] = r(W, scale=0.1)
    tensors[p + "output.LayerNorm.weight"] = 1 + r(W, scale=0.1); tensors[p + "output.LayerNorm.bias"] = r(W, scale=0.1)
here = os.path.dirname(os.path.abspath(__file__))
save_file(tensors, os.path.join(here, "tiny-mpnet.safetensors"))

def bucket(relative):
    half = BUCKETS // 2; exact = half // 2; n = -relative
    ret = (n < 0).astype(np.int64) * half; n = np.abs(n)
    with np.errstate(divide="ignore"):
        large = (np.log(n.astype(np.float32) / np.float32(exact)) / np.float32(math.log(128 / exact))
                 * np.float32(half - exact))
    large = np.minimum(exact + np.where(n < exact, 0, large).astype(np.int64), half - 1)
    return ret + np.where(n < exact, n, large)

def norm(x, w, b):
    m = x.mean(-1, keepdims=True); v = ((x - m) ** 2).mean(-1, keepdims=True)
    return (x - m) / np.sqrt(v + 1e-5) * w + b

def vector(ids):
    T = {k: v.astype(np.float64) for k, v in tensors.items()}
    n = len(ids); hw = W // HEADS
    x = norm(T["embeddings.word_embeddings.weight"][ids] + T["embeddings.position_embeddings.weight"][np.arange(n) + 2],
             T["embeddings.LayerNorm.weight"], T["embeddings.LayerNorm.bias"])
    relative = np.arange(n)[None, :] - np.arange(n)[:, None]
    bias = T["encoder.relative_attention_bias.weight"][bucket(relative)].transpose(2, 0, 1)
    for l in range(LAYERS):
        p = f"encoder.layer.{l}."
        lin = lambda t, name: t @ T[p + name + ".weight"].T + T[p + name + ".bias"]
        q, k, v = (lin(x, f"attention.attn.{c}").reshape(n, HEADS, hw).transpose(1, 0, 2) for c in "qkv")
        s = q @ k.transpose(0, 2, 1) / math.sqrt(hw) + bias
        s = np.exp(s - s.max(-1, keepdims=True)); s /= s.sum(-1, keepdims=True)
        c = (s @ v).transpose(1, 0, 2).reshape(n, W)
        x = norm(lin(c, "attention.attn.o") + x, T[p + "attention.LayerNorm.weight"], T[p + "attention.LayerNorm.bias"])
        h = lin(x, "intermediate.dense"); h = 0.5 * h * (1 + np.vectorize(math.erf)(h / math.sqrt(2)))
        x = norm(lin(h, "output.dense") + x, T[p + "output.LayerNorm.weight"], T[p + "output.LayerNorm.bias"])
    m = x.mean(0); return m / np.linalg.norm(m)

for ids in ([0, 7, 2], [0, 5, 9, 13, 17, 21, 25, 29, 33, 37, 3, 6, 11, 2] + [0] * 0, [0] + [(i * 7) % 40 for i in range(30)] + [2]):
    print(ids, [round(float(a), 6) for a in vector(ids)[:8]])
print("buckets from 0:", [int(bucket(np.array([d]))[0]) for d in (0, 1, 7, 8, 11, 16, 31, 64, 127, 128, 500, -1, -8, -16, -200)])
