// tensor.concat's verifier, with mlir-opt 22's messages (run from ../concat.mlir).

func.func @f(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) {
  // expected-error @+1 {{'tensor.concat' op result type 'tensor<7x3xf32>'does not match inferred shape 'tensor<6x3xf32>' static sizes}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<7x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>, %d: tensor<4x2xf32>) {
  // expected-error @+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %0 = tensor.concat dim(0) %a, %d : (tensor<2x3xf32>, tensor<4x2xf32>) -> tensor<6x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) {
  // expected-error @+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(2) %a, %b : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>, %e: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  %0 = tensor.concat dim(0) %a, %e : (tensor<2x3xf32>, tensor<4xf32>) -> tensor<6x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>, %g: tensor<4x3xf16>) {
  // expected-error @+1 {{'tensor.concat' op inputs and result element type must match}}
  %0 = tensor.concat dim(0) %a, %g : (tensor<2x3xf32>, tensor<4x3xf16>) -> tensor<6x3xf32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'tensor.concat' op requires at least one input}}
  %0 = tensor.concat dim(0) : () -> tensor<6x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) {
  // expected-error @+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 0}}
  %0 = tensor.concat dim(-1) %a, %b : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) -> tensor<6x?xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x?xf32>
  return %0 : tensor<6x?xf32>
}
