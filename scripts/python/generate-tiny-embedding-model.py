#!/usr/bin/env python3
"""Writes a tiny BERT-like feature-extraction model that Transformers.js can load
from a local folder, for testing the project's Transformers.js embedder without
downloading a model (Hugging Face is unreachable from our machines).

    python3 scripts/python/generate-tiny-embedding-model.py OUT_DIR

OUT_DIR receives the layout of a Hugging Face ONNX export:
    config.json, tokenizer.json, tokenizer_config.json, onnx/model.onnx

The graph has BERT's inputs (input_ids, attention_mask, token_type_ids), its
embedding sum (word + position + token type) and a dense output layer, and
returns `last_hidden_state` [batch, sequence, hidden]. The weights are chosen so
that every token's hidden state is the one-hot vector of its id (hidden size =
vocabulary size, identity word embeddings and dense layer, zero position and
type embeddings). A test can then predict each sentence embedding exactly: mean
pooling over the real tokens gives the token counts divided by the number of
tokens. Padded positions get the one-hot vector of [PAD], as a real encoder
gives padded positions non-zero states, so pooling that forgets the attention
mask is caught.

Requires the `onnx` package (pinned in scripts/requirements-test.txt).
"""
import argparse
import json
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

SPECIAL_TOKENS = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
# Words of the test sentences, the e5 prefixes ("query", "passage", ":") and a
# few WordPiece continuations so that subword splitting is exercised too.
WORDS = [
    "query", "passage", ":", ".", ",",
    "allah", "is", "with", "the", "patient", "patience", "prayer", "seek", "help",
    "through", "and", "mercy", "merciful", "charity", "give", "fasting", "light",
    "##s", "##ness", "##ful",
]
VOCAB = SPECIAL_TOKENS + WORDS
MAX_POSITIONS = 128
# ONNX Runtime 1.21 (used by @huggingface/transformers 3.8) reads IR version ≤ 10.
IR_VERSION = 8
OPSET = 14


def build_graph() -> onnx.ModelProto:
    vocab_size = len(VOCAB)
    hidden = vocab_size
    initializers = [
        numpy_helper.from_array(np.eye(vocab_size, hidden, dtype=np.float32), "word_embeddings"),
        numpy_helper.from_array(np.zeros((MAX_POSITIONS, hidden), dtype=np.float32), "position_embeddings"),
        numpy_helper.from_array(np.zeros((2, hidden), dtype=np.float32), "token_type_embeddings"),
        numpy_helper.from_array(np.eye(hidden, dtype=np.float32), "dense_weight"),
        numpy_helper.from_array(np.zeros(hidden, dtype=np.float32), "dense_bias"),
        numpy_helper.from_array(np.array(0, dtype=np.int64), "zero"),
        numpy_helper.from_array(np.array(1, dtype=np.int64), "one"),
    ]
    nodes = [
        helper.make_node("Gather", ["word_embeddings", "input_ids"], ["word_states"]),
        helper.make_node("Gather", ["token_type_embeddings", "token_type_ids"], ["type_states"]),
        # Position ids 0 … sequence − 1, broadcast over the batch.
        helper.make_node("Shape", ["input_ids"], ["input_shape"]),
        helper.make_node("Gather", ["input_shape", "one"], ["sequence_length"], axis=0),
        helper.make_node("Range", ["zero", "sequence_length", "one"], ["position_ids"]),
        helper.make_node("Gather", ["position_embeddings", "position_ids"], ["position_states"]),
        helper.make_node("Add", ["word_states", "type_states"], ["word_and_type"]),
        helper.make_node("Add", ["word_and_type", "position_states"], ["embeddings"]),
        helper.make_node("MatMul", ["embeddings", "dense_weight"], ["projected"]),
        helper.make_node("Add", ["projected", "dense_bias"], ["last_hidden_state"]),
    ]
    batch_by_sequence = ["batch_size", "sequence_length"]
    inputs = [
        helper.make_tensor_value_info(name, TensorProto.INT64, batch_by_sequence)
        for name in ("input_ids", "attention_mask", "token_type_ids")
    ]
    outputs = [
        helper.make_tensor_value_info("last_hidden_state", TensorProto.FLOAT, ["batch_size", "sequence_length", hidden])
    ]
    graph = helper.make_graph(nodes, "tiny-bert-one-hot", inputs, outputs, initializers)
    model = helper.make_model(
        graph,
        producer_name="quran-assistant/generate-tiny-embedding-model",
        opset_imports=[helper.make_opsetid("", OPSET)],
    )
    model.ir_version = IR_VERSION
    onnx.checker.check_model(model)
    return model


def tokenizer_json() -> dict:
    def special(token: str) -> dict:
        return {
            "id": VOCAB.index(token), "content": token, "single_word": False, "lstrip": False,
            "rstrip": False, "normalized": False, "special": True,
        }

    cls_id, sep_id = VOCAB.index("[CLS]"), VOCAB.index("[SEP]")
    return {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": [special(token) for token in SPECIAL_TOKENS],
        "normalizer": {
            "type": "BertNormalizer", "clean_text": True, "handle_chinese_chars": True,
            "strip_accents": None, "lowercase": True,
        },
        "pre_tokenizer": {"type": "BertPreTokenizer"},
        "post_processor": {
            "type": "TemplateProcessing",
            "single": [
                {"SpecialToken": {"id": "[CLS]", "type_id": 0}},
                {"Sequence": {"id": "A", "type_id": 0}},
                {"SpecialToken": {"id": "[SEP]", "type_id": 0}},
            ],
            "pair": [
                {"SpecialToken": {"id": "[CLS]", "type_id": 0}},
                {"Sequence": {"id": "A", "type_id": 0}},
                {"SpecialToken": {"id": "[SEP]", "type_id": 0}},
                {"Sequence": {"id": "B", "type_id": 1}},
                {"SpecialToken": {"id": "[SEP]", "type_id": 1}},
            ],
            "special_tokens": {
                "[CLS]": {"id": "[CLS]", "ids": [cls_id], "tokens": ["[CLS]"]},
                "[SEP]": {"id": "[SEP]", "ids": [sep_id], "tokens": ["[SEP]"]},
            },
        },
        "decoder": {"type": "WordPiece", "prefix": "##", "cleanup": True},
        "model": {
            "type": "WordPiece",
            "unk_token": "[UNK]",
            "continuing_subword_prefix": "##",
            "max_input_chars_per_word": 100,
            "vocab": {token: index for index, token in enumerate(VOCAB)},
        },
    }


def tokenizer_config_json() -> dict:
    return {
        "tokenizer_class": "BertTokenizer",
        "do_lower_case": True,
        "model_max_length": MAX_POSITIONS,
        "pad_token": "[PAD]",
        "unk_token": "[UNK]",
        "cls_token": "[CLS]",
        "sep_token": "[SEP]",
        "mask_token": "[MASK]",
        "clean_up_tokenization_spaces": True,
    }


def config_json() -> dict:
    return {
        "model_type": "bert",
        "architectures": ["BertModel"],
        "vocab_size": len(VOCAB),
        "hidden_size": len(VOCAB),
        "num_hidden_layers": 1,
        "num_attention_heads": 1,
        "intermediate_size": len(VOCAB),
        "max_position_embeddings": MAX_POSITIONS,
        "type_vocab_size": 2,
        "pad_token_id": VOCAB.index("[PAD]"),
    }


def write_json(path: str, value: dict) -> None:
    with open(path, "w", encoding="utf-8") as file:
        json.dump(value, file, ensure_ascii=False, indent=2)
        file.write("\n")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out_dir", help="folder to write the model into (created if missing)")
    args = parser.parse_args(argv)

    os.makedirs(os.path.join(args.out_dir, "onnx"), exist_ok=True)
    onnx.save(build_graph(), os.path.join(args.out_dir, "onnx", "model.onnx"))
    write_json(os.path.join(args.out_dir, "tokenizer.json"), tokenizer_json())
    write_json(os.path.join(args.out_dir, "tokenizer_config.json"), tokenizer_config_json())
    write_json(os.path.join(args.out_dir, "config.json"), config_json())
    # The vocabulary, in id order, lets a test predict embeddings without re-implementing the tokenizer's tables.
    write_json(os.path.join(args.out_dir, "vocab.json"), {"tokens": VOCAB})
    print(f"tiny embedding model ({len(VOCAB)} tokens, {len(VOCAB)} dimensions) written to {args.out_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
