#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  func.func private @ext0(i64, i16)
  func.func @kernel_0(%arg0: i64 {test.foo = 1 : i32}, %arg1: memref<3x4xi64> {llvm.noundef}, %arg2: i64 {test.foo = 1 : i32}, %arg3: vector<3x4xi8>) -> (i8 {llvm.zeroext}) {
    %cst = arith.constant dense<[[0, 8, 0, 127], [70, 1, 77, 72], [1, 80, 1, 127]]> : tensor<3x4xi8>
    %expanded = tensor.expand_shape %cst [[0, 1], [2]] output_shape [1, 3, 4] : tensor<3x4xi8> into tensor<1x3x4xi8>
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %c44_i64 = arith.constant 44 : i64
    cf.switch %c2147483647_i32 : i32, [
      default: ^bb1(%arg0 : i64),
      1: ^bb1(%arg0 : i64),
      2: ^bb1(%c44_i64 : i64),
      4: ^bb2(%arg2 : i64)
    ]
  ^bb1(%0: i64):  // 3 preds: ^bb0, ^bb0, ^bb0
    scf.forall (%arg4) in (7) {
      %c0 = arith.constant 0 : index
      %c0_0 = arith.constant 0 : index
      %c3 = arith.constant 3 : index
      %extracted = tensor.extract %expanded[%c0, %c0_0, %c3] : tensor<1x3x4xi8>
    }
    %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
    cf.br ^bb2(%c4611686018427387903_i64 : i64)
  ^bb2(%1: i64):  // 2 preds: ^bb0, ^bb1
    %c-1_i8 = arith.constant -1 : i8
    return %c-1_i8 : i8
  }
  func.func @compute1() attributes {test.kernel} {
    %cst = arith.constant -7.500000e+00 : f64
    %0 = arith.maxnumf %cst, %cst : f64
    %c8 = arith.constant 8 : index
    %c7 = arith.constant 7 : index
    %alloc = memref.alloc(%c8)[%c7] {alignment = 64 : i64} : memref<?x4xi64, #map>
    %c6 = arith.constant 6 : index
    %alloca = memref.alloca(%c6) {alignment = 16 : i64} : memref<?xi8>
    %c0 = arith.constant 0 : index
    %1 = memref.load %alloca[%c0] : memref<?xi8>
    return
  }
}

