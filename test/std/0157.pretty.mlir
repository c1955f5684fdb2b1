#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  func.func private @ext0(i64 {llvm.noundef}) -> memref<2xf16>
  func.func private @ext1(memref<2xi16>, f16 {test.foo = 1 : i32}, f16) -> f16 attributes {llvm.emit_c_interface, note = "generated"}
  module @inner {
    func.func @helper5() -> (tensor<2xf16> {test.foo = 1 : i32}) {
      %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
      %low, %high = arith.mului_extended %c4611686018427387903_i64, %c4611686018427387903_i64 : i64
      %c79_i32 = arith.constant 79 : i32
      %c-15_i16 = arith.constant -15 : i16
      cf.switch %c79_i32 : i32, [
        default: ^bb1,
        3: ^bb2(%c-15_i16 : i16),
        4: ^bb1,
        6: ^bb1
      ]
    ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
      %alloc = memref.alloc() {alignment = 16 : i64} : memref<2xi8>
      %c0 = arith.constant 0 : index
      %dim = memref.dim %alloc, %c0 : memref<2xi8>
      %c1_i16 = arith.constant 1 : i16
      cf.br ^bb2(%c1_i16 : i16)
    ^bb2(%0: i16):  // 2 preds: ^bb0, ^bb1
      %cst = arith.constant dense<1.000000e+00> : tensor<2xf16>
      %extracted_slice = tensor.extract_slice %cst[0] [1] [1] : tensor<2xf16> to tensor<1xf16>
      return %cst : tensor<2xf16>
    }
  }
  func.func @kernel_0(%arg0: vector<2xi16> {llvm.noundef, test.tag = "x"}, %arg1: tensor<2xf16>, %arg2: memref<?x1xf16>) -> i16 {
    %cst = arith.constant 4.000000e+02 : f32
    %0 = math.fma %cst, %cst, %cst : f32
    %cst_0 = arith.constant -1.000000e+00 : f16
    %1 = arith.extf %cst_0 : f16 to f64
    %c-4_i16 = arith.constant -4 : i16
    return %c-4_i16 : i16
  }
  func.func @compute1(%arg0: tensor<2xf16>, %arg1: memref<2xf16>, %arg2: i16) attributes {ref = @inner::@helper5} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = math.atanh %cst fastmath<afn> : f32
    %c2 = arith.constant 2 : index
    %c7 = arith.constant 7 : index
    %alloc = memref.alloc(%c2)[%c7] {alignment = 64 : i64} : memref<?x4xf16, #map>
    return
  }
}

