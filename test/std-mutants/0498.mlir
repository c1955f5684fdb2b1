// ir-gen std --seed 127 --size 11
func.func private @ext0(tensor<2xi8>, memref<4x8xi8>, tensor<2xf64>) -> i8
func.func private @ext1(tensor<2xi8>, tensor<4xi8> {llvm.noundef, test.tag = "x"}, i8) -> (vector<2xi8> {llvm.noundef, test.tag = "x"})
func.func @fn.0(%tmp1: i8) {
  %2 = arith.constant false
  %x3, %4 = scf.if %2 -> (index, i8) {
    %5 = memref.alloc() : memref<4x8xi8>
    %lhs = arith.constant 2 : index
    %v7 = arith.constant 5 : index
    %x9 = memref.load %5[%lhs, %v7] : memref<4x8xi8>
    %v10 = arith.constant dense<1.000000e+00> : tensor<4x8xf64>
    %c_11 = arith.constant 1 : index

    %tmp12 = tensor.dim %v10, %c_11 : tensor<4x8xf64>
    %rhs = memref.expand_shape %5 [[0, 1], [2]] output_shape [4, 1, 8] : memref<4x8xi8> into memref<4x1x8xi8>
    scf.yield %c_11, %x9 : index, i16
  } else {
    %15 = arith.constant 7 : index
    %16 = memref.alloca(%15) {alignment = 16 : i64} : memref<?xf64>
    memref.dealloc %16 : memref<?xf64>
    // ---- comment line ----
    %x17 = arith.constant dense<[1.0, 4.0E+2]> : tensor<2xf64>
    %extracted_slice_18 = tensor.extract_slice %x17[0] [1] [1] : tensor<2xf64> to tensor<1xf64>
    scf.yield %15, %tmp1 : index, i8
  }
  %t19 = tensor.empty() : tensor<2xi8>
  %c = arith.constant 1 : index
  %21 = tensor.extract %t19[%c] : tensor<2xi8>
  %22 = arith.constant dense<-0.25> : vector<4x8xf32>
  %23 = arith.negf %22 fastmath<reassoc,contract> : vector<4x8xf32>
  // ---- comment line ----
  %24 = arith.constant 0 : i16
  %25 = arith.constant 1.5e-1 : f64
  cf.switch %24 : i16, [default: ^loop_1, -1: ^bb2(%25 : f64)]
^loop_1:
  %tmp26 = arith.constant 0 : i8

  %27 = arith.constant 1.5e-1 : bf16
  %divf_28 = arith.divf %27, %27 fastmath<fast> : bf16
  %v29 = arith.constant 2 : index
  %v31 = arith.constant 8 : index
  %a.b = arith.constant 3 : index
  %v33 = arith.constant dense<[127,0]> : tensor<2xi8>
  %x36 = scf.for %iv = %v29 to %v31 step %a.b iter_args(%acc = %v33) -> tensor<2xi8> {
    scf.yield %acc : tensor<2xi8>
  }
  // ---- comment line ----
  %v37 = arith.constant 0.0 : f64
  %38 = arith.constant 0.5 : f64
  cf.switch %24 : i16, [default: ^bb2(%v37 : f64),
      0: ^bb2(%38 : f64)]    // keep
^bb2(%39: f64):
  return
}
