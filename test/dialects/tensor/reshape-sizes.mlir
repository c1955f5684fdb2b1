// tensor.expand_shape and collapse_shape whose static sizes do not
// multiply to the collapsed dimension, with mlir-opt 22's message (memref's
// reshapes say it differently, as mlir-opt does).
// RUN: ir-opt --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --split-input-file --verify-diagnostics %s %}

func.func @expand(%x: tensor<64xf32>) -> tensor<1x2x1x8xf32> {
  // expected-error @+1 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 16}}
  %0 = tensor.expand_shape %x [[0, 1, 2, 3]] output_shape [1, 2, 1, 8] : tensor<64xf32> into tensor<1x2x1x8xf32>
  return %0 : tensor<1x2x1x8xf32>
}

// -----

func.func @collapse(%x: tensor<2x32xf32>) -> tensor<16xf32> {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 64}}
  %0 = tensor.collapse_shape %x [[0, 1]] : tensor<2x32xf32> into tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

func.func @memref(%x: memref<2x32xf32>) -> memref<16xf32> {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (16) must equal reassociation group size (64)}}
  %0 = memref.collapse_shape %x [[0, 1]] : memref<2x32xf32> into memref<16xf32>
  return %0 : memref<16xf32>
}
