// Slice verifiers of tensor, with mlir-opt 22's messages (emitted without
// the op-name prefix, as MLIR's emitError does).
// RUN: ir-opt --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --split-input-file --verify-diagnostics %s %}

func.func @size_mismatch(%t: tensor<8x?xi16>) {
  // expected-error @+1 {{expected type to be 'tensor<1x2xi16>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.extract_slice %t[4, 0] [1, 2] [1, 1] : tensor<8x?xi16> to tensor<7x2xi16>
  return
}

// -----

func.func @rank_reduced_ok(%t: tensor<8x?xi16>) -> tensor<2xi16> {
  %0 = tensor.extract_slice %t[4, 0] [1, 2] [1, 1] : tensor<8x?xi16> to tensor<2xi16>
  return %0 : tensor<2xi16>
}

// -----

func.func @elem(%t: tensor<8x?xi16>) {
  // expected-error @+1 {{expected element type to be 'i16'}}
  %0 = tensor.extract_slice %t[4, 0] [1, 2] [1, 1] : tensor<8x?xi16> to tensor<2xi32>
  return
}

// -----

func.func @rank(%t: tensor<8x?xi16>) {
  // expected-error @+1 {{expected rank to be smaller or equal to the other rank. }}
  %0 = tensor.extract_slice %t[4, 0] [1, 2] [1, 1] : tensor<8x?xi16> to tensor<1x1x2xi16>
  return
}

// -----

func.func @count(%t: tensor<8x?xi16>) {
  // expected-error @+1 {{expected 2 offset values, got 1}}
  %0 = tensor.extract_slice %t[4] [1] [1] : tensor<8x?xi16> to tensor<1xi16>
  return
}

// -----

func.func @offset_oob(%t: tensor<8x?xi16>) {
  // expected-error @+1 {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = tensor.extract_slice %t[8, 0] [1, 2] [1, 1] : tensor<8x?xi16> to tensor<1x2xi16>
  return
}

// -----

// Last position 6 + (2 - 1) * 2 = 8, one past the end.
func.func @slice_oob(%t: tensor<8x?xi16>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 8 >= 8}}
  %0 = tensor.extract_slice %t[6, 0] [2, 2] [2, 1] : tensor<8x?xi16> to tensor<2x2xi16>
  return
}

// -----

func.func @dynamic(%t: tensor<8x?xi16>, %i: index) {
  // expected-error @+1 {{expected type to be 'tensor<2x?xi16>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.extract_slice %t[%i, 0] [2, %i] [2, 1] : tensor<8x?xi16> to tensor<2x3xi16>
  return
}

// -----

func.func @insert_size(%t: tensor<8x?xi16>) {
  // expected-error @+1 {{expected type to be 'tensor<8x2xi16>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.insert_slice %t into %t[0, 0] [8, 2] [1, 1] : tensor<8x?xi16> into tensor<8x?xi16>
  return
}

// -----

func.func @insert_oob(%t: tensor<8x?xi16>, %i: index) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 8 >= 8}}
  %0 = tensor.insert_slice %t into %t[1, 0] [8, %i] [1, 1] : tensor<8x?xi16> into tensor<8x?xi16>
  return
}

// -----

func.func @variadic(%x: f64) {
  // expected-error @+1 {{'tensor.empty' op operand #0 must be variadic of index, but got 'f64'}}
  %0 = "tensor.empty"(%x) : (f64) -> tensor<?xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  %0 = "tensor.reshape"(%t, %s) : (tensor<4xf32>, tensor<2xi64>) -> tensor<2x2xf16>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %s: tensor<3xi64>) {
  // expected-error @+1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<3xi64>) -> tensor<2x2xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{'tensor.reshape' op operand #1 must be 1D tensor of signless integer or index values, but got 'tensor<2xf32>'}}
  %0 = "tensor.reshape"(%t, %s) : (tensor<4xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %s: tensor<?xi64>) {
  // expected-error @+1 {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<?xi64>) -> tensor<2x2xf32>
  return
}
