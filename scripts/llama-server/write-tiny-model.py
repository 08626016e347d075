#!/usr/bin/python3
"""Writes a tiny GGUF model of Qwen2 architecture that llama.cpp's llama-server loads and runs.

Not a trained model: its one block writes nothing (attention and feed-forward outputs are zero), and the output norm is
zero, so the logits are exactly the output layer's bias, the same at every step. The bias favours a small English word
list and JSON punctuation, so that under llama-server's JSON-schema grammar it writes word salad in valid JSON within
seconds. It cannot follow instructions: it tests the protocol, the grammar, streaming, token usage and the quality
gate, never the writing. The tokenizer (all of it: tokens, merges, chat template) is the real Qwen2 one from llama.cpp's
models/ggml-vocab-qwen2.gguf, so prompts are tokenized and counted as a real Qwen2 model counts them.

Variants:
  salad     strings end after a few words: a whole listing in a few hundred tokens
  rambling  strings never end on their own (the closing quote is as unlikely as any other token): an answer runs until
            the request's max_tokens, or a length limit of the grammar, stops it

Run with Debian's python3 (python3-numpy, python3-yaml, python3-tqdm):
  /usr/bin/python3 write-tiny-model.py --gguf-py <llama.cpp>/gguf-py --vocab <ggml-vocab-qwen2.gguf> --out m.gguf
"""
import argparse
import sys

WORDS = [
    "window", "clean", "relax", "morning", "quiet", "bright", "river", "kitchen", "garden", "sunny", "cozy", "walk",
    "coffee", "terrace", "balcony", "street", "city", "light", "room", "view", "bed", "table", "door", "old", "green",
    "blue", "house", "stay", "near", "town",
]
N_EMBD = 32
N_HEAD = 2
N_FF = 32
CONTEXT = 32768

WORD_LOGIT = 3.0
# Tokens made only of JSON punctuation that do not start with a quote (`,` `]` `}` `{"` ...): far below the words, so
# they hardly ever appear inside a string, far above everything else, so outside strings they win over whitespace.
PUNCTUATION_LOGIT = -8.0
# The quote alone ends a string. Only this one token: llama-server's samplers keep the 40 likeliest tokens before the
# grammar has its say, so the closing quote must be among them (the many `",` `"}` ... tokens would crowd it out).
CLOSE_LOGIT = {"salad": 5.0, "rambling": -20.0}
OTHER_LOGIT = -20.0
JSON_PUNCTUATION = set('{}[],:"')


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--gguf-py", required=True, help="llama.cpp's gguf-py folder")
    parser.add_argument("--vocab", required=True, help="models/ggml-vocab-qwen2.gguf from llama.cpp")
    parser.add_argument("--out", required=True)
    parser.add_argument("--variant", choices=sorted(CLOSE_LOGIT), default="salad")
    args = parser.parse_args()

    sys.path.insert(0, args.gguf_py)
    import numpy as np
    import gguf
    from gguf.quants import quantize

    reader = gguf.GGUFReader(args.vocab)
    tokens = reader.fields["tokenizer.ggml.tokens"].contents()
    n_vocab = len(tokens)
    index = {token: i for i, token in enumerate(tokens)}

    bias = np.full(n_vocab, OTHER_LOGIT, dtype=np.float32)
    for i, token in enumerate(tokens):
        if token and all(c in JSON_PUNCTUATION for c in token):
            bias[i] = CLOSE_LOGIT[args.variant] if token == '"' else PUNCTUATION_LOGIT
    for word in WORDS:
        # Byte-level BPE marks a leading space with "Ġ": " window" is one token.
        token_id = index.get("\u0120" + word)
        if token_id is None:
            print(f"not one token in this vocabulary: {word!r}", file=sys.stderr)
            return 1
        bias[token_id] = WORD_LOGIT

    writer = gguf.GGUFWriter(args.out, "qwen2")
    writer.add_name(f"listinglift-tiny-{args.variant}")
    writer.add_block_count(1)
    writer.add_context_length(CONTEXT)
    writer.add_embedding_length(N_EMBD)
    writer.add_feed_forward_length(N_FF)
    writer.add_head_count(N_HEAD)
    writer.add_head_count_kv(N_HEAD)
    writer.add_rope_freq_base(1_000_000.0)
    writer.add_layer_norm_rms_eps(1e-6)
    writer.add_file_type(gguf.LlamaFileType.MOSTLY_Q4_0)
    for field in reader.fields.values():
        if not field.name.startswith("tokenizer."):
            continue
        value_type = field.types[0]
        sub_type = field.types[-1] if value_type == gguf.GGUFValueType.ARRAY else None
        writer.add_key_value(field.name, field.contents(), value_type, sub_type=sub_type)

    def tensor(name, array):
        writer.add_tensor(name, np.ascontiguousarray(array, dtype=np.float32))

    # The embedding is the only big tensor (n_vocab rows); Q4_0 keeps the file at a few MB. The output layer reuses it
    # (no output.weight), but the zero output norm makes its product zero: the logits are the bias alone.
    embedding = quantize(np.ones((n_vocab, N_EMBD), dtype=np.float32), gguf.GGMLQuantizationType.Q4_0)
    writer.add_tensor("token_embd.weight", embedding, raw_dtype=gguf.GGMLQuantizationType.Q4_0)
    tensor("output_norm.weight", np.zeros(N_EMBD))
    tensor("output.bias", bias)
    tensor("blk.0.attn_norm.weight", np.ones(N_EMBD))
    for name in ("attn_q", "attn_k", "attn_v", "attn_output"):
        tensor(f"blk.0.{name}.weight", np.zeros((N_EMBD, N_EMBD)))
    tensor("blk.0.ffn_norm.weight", np.ones(N_EMBD))
    tensor("blk.0.ffn_gate.weight", np.zeros((N_FF, N_EMBD)))
    tensor("blk.0.ffn_up.weight", np.zeros((N_FF, N_EMBD)))
    tensor("blk.0.ffn_down.weight", np.zeros((N_EMBD, N_FF)))

    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
