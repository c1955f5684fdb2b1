// Destination-style checks of linalg, with mlir-opt 22's messages.
// RUN: ir-opt --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --split-input-file --verify-diagnostics %s %}

func.func @result_type(%a: tensor<3xf64>) {
  // expected-error @+1 {{'linalg.mul' op expected type of operand #2 ('tensor<3xf64>') to match type of corresponding result ('tensor<7xf64>')}}
  %0 = linalg.mul ins(%a, %a : tensor<3xf64>, tensor<3xf64>) outs(%a : tensor<3xf64>) -> tensor<7xf64>
  return
}

// -----

func.func @no_result(%a: tensor<3xf64>) {
  // expected-error @+1 {{'linalg.mul' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.mul ins(%a, %a : tensor<3xf64>, tensor<3xf64>) outs(%a : tensor<3xf64>)
  return
}

// -----

func.func @memref_result(%m: memref<3xf64>) {
  // expected-error @+1 {{'linalg.mul' op expected the number of tensor results (1) to be equal to the number of output tensors (0)}}
  %0 = linalg.mul ins(%m, %m : memref<3xf64>, memref<3xf64>) outs(%m : memref<3xf64>) -> tensor<3xf64>
  return
}

// -----

func.func @fill(%a: tensor<3xf64>, %x: f64) {
  // expected-error @+1 {{'linalg.fill' op expected type of operand #1 ('tensor<3xf64>') to match type of corresponding result ('tensor<4xf64>')}}
  %0 = linalg.fill ins(%x : f64) outs(%a : tensor<3xf64>) -> tensor<4xf64>
  return
}

// -----

func.func @matmul(%a: tensor<3xf64>) {
  // expected-error @+1 {{'linalg.matmul' op expected type of operand #2 ('tensor<3xf64>') to match type of corresponding result ('tensor<2xf64>')}}
  %0 = linalg.matmul ins(%a, %a : tensor<3xf64>, tensor<3xf64>) outs(%a : tensor<3xf64>) -> tensor<2xf64>
  return
}

// -----

func.func @generic(%a: tensor<3xf64>) {
  // expected-error @+1 {{'linalg.generic' op expected type of operand #0 ('tensor<3xf64>') to match type of corresponding result ('tensor<4xf64>')}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : tensor<3xf64>) {
  ^bb0(%o: f64):
    linalg.yield %o : f64
  } -> tensor<4xf64>
  return
}

// -----

func.func @broadcast_scalar(%a: tensor<3xf64>, %x: f64) {
  // expected-error @+1 {{'linalg.broadcast' op operand #0 must be memref of any type values or ranked tensor of any type values, but got 'f64'}}
  %0 = linalg.broadcast ins(%x : f64) outs(%a : tensor<3xf64>) dimensions = [0]
  return
}

// -----

func.func @reduce_scalar(%a: tensor<3xf64>, %x: f64) {
  // expected-error @+1 {{'linalg.reduce' op operand #1 must be variadic of memref of any type values or ranked tensor of any type values, but got 'f64'}}
  linalg.reduce ins(%a : tensor<3xf64>) outs(%x : f64) dimensions = [0]
    (%i: f64, %o: f64) {
      linalg.yield %i : f64
    }
  return
}
