module {
  memref.global @g0 : memref<4x8xi8> = dense<1>
  func.func private @ext0() -> (i64 {llvm.signext}, tensor<4xindex> {llvm.noundef, test.tag = "x"})
  func.func private @ext1(f64, tensor<4xbf16> {llvm.noundef}, i64) -> (bf16 {test.foo = 1 : i32}, bf16) attributes {llvm.emit_c_interface, note = "generated"}
  module @inner {
    func.func @helper4(%arg0: tensor<4x8xbf16>, %arg1: bf16 {llvm.noundef, test.tag = "x"}) {
      %alloc = memref.alloc() : memref<3x1xi64>
      %subview = memref.subview %alloc[2, 0] [1, 1] [1, 1] : memref<3x1xi64> to memref<1x1xi64, strided<[1, 1], offset: 2>>
      %collapsed = tensor.collapse_shape %arg0 [[0, 1]] : tensor<4x8xbf16> into tensor<32xbf16>
      %0 = tensor.empty() : tensor<4xi64>
      return
    }
  }
  func.func public @compute0(%arg0: vector<4xi64>, %arg1: tensor<2x2xi64>, %arg2: bf16) -> tensor<4x8xf32> {
    %c79 = arith.constant 79 : index
    scf.index_switch %c79 
    case 0 {
      %2 = arith.remui %c79, %c79 : index
      %alloc = memref.alloc() : memref<2xi64>
      %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [2], strides: [1] : memref<2xi64> to memref<2xi64, strided<[1]>>
      scf.yield
    }
    case 3 {
      %alloc = memref.alloc() : memref<4x8xi32>
      %subview = memref.subview %alloc[2, 1] [2, 1] [1, 1] : memref<4x8xi32> to memref<2x1xi32, strided<[8, 1], offset: 17>>
      scf.yield
    }
    case 6 {
      %2 = memref.get_global @g0 : memref<4x8xi8>
      %f = func.constant @compute0 : (vector<4xi64>, tensor<2x2xi64>, bf16) -> tensor<4x8xf32>
      %3 = func.call_indirect %f(%arg0, %arg1, %arg2) : (vector<4xi64>, tensor<2x2xi64>, bf16) -> tensor<4x8xf32>
      %cst = arith.constant dense<26> : vector<4xi8>
      %low, %high = arith.mulsi_extended %cst, %cst : vector<4xi8>
      scf.yield
    }
    default {
    }
    %c1_i16 = arith.constant 1 : i16
    %0 = arith.cmpi ult, %c1_i16, %c1_i16 : i16
    cf.cond_br %0, ^bb2, ^bb1
  ^bb1:  // pred: ^bb0
    cf.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    cf.cond_br %0, ^bb3, ^bb3
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %1 = tensor.empty() : tensor<4x8xf32>
    return %1 : tensor<4x8xf32>
  }
  func.func @f1() -> (tensor<4x8xbf16> {llvm.noundef}, i64, tensor<?xbf16> {test.foo = 1 : i32}) attributes {ref = @inner::@helper4} {
    %c1_i64 = arith.constant 1 : i64
    %splat = tensor.splat %c1_i64 : tensor<4xi64>
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    scf.index_switch %c4611686018427387903 
    case 2 {
      %cst = arith.constant 4.000000e+02 : f32
      %2 = arith.cmpf uno, %cst, %cst fastmath<nnan,ninf> : f32
      %c37_i32 = arith.constant 37 : i32
      %3 = arith.floordivsi %c37_i32, %c37_i32 : i32
      %4 = tensor.empty() : tensor<4x8xi32>
      %5 = linalg.sub ins(%4, %4 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%4 : tensor<4x8xi32>) -> tensor<4x8xi32>
      scf.yield
    }
    case 3 {
      %cst = arith.constant 0.000000e+00 : f16
      %2 = math.round %cst fastmath<reassoc,contract> : f16
      %cst_0 = arith.constant 2.500000e+00 : bf16
      %3 = math.acos %cst_0 fastmath<reassoc,contract> : bf16
      scf.yield
    }
    case 6 {
      scf.yield
    }
    default {
    }
    %0 = tensor.empty() : tensor<4x8xbf16>
    %c4 = arith.constant 4 : index
    %1 = tensor.empty(%c4) : tensor<?xbf16>
    return %0, %c1_i64, %1 : tensor<4x8xbf16>, i64, tensor<?xbf16>
  }
}

