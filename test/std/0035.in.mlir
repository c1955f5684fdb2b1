memref.global @g0 : memref<4x8xi8> = dense<1>
func.func private @ext0() -> (i64 {llvm.signext}, tensor<4xindex> {llvm.noundef, test.tag = "x"})
func.func private @ext1(f64, tensor<4xbf16> {llvm.noundef}, i64) -> (bf16 {test.foo = 1 : i32}, bf16) attributes {llvm.emit_c_interface, note = "generated"}
module @inner {
  func.func @helper4(%1: tensor<4x8xbf16>, %2: bf16 {llvm.noundef, test.tag = "x"}) {
    %val = memref.alloc() : memref<3x1xi64>
    %tmp4 = memref.subview %val[2, 0] [1, 1] [1, 1] : memref<3x1xi64> to memref<1x1xi64, strided<[1, 1], offset: 2>>
    %res = tensor.collapse_shape %1 [[0, 1]] : tensor<4x8xbf16> into tensor<32xbf16>
    %6 = tensor.empty() : tensor<4xi64>
    return
  }
}
func.func public @compute0(%1: vector<4xi64>, %sum: tensor<2x2xi64>, %tmp3: bf16) -> tensor<4x8xf32> {
  %4 = arith.constant 79 : index
  scf.index_switch %4
  case 0 {
    %5 = arith.remui %4, %4 : index
    %alloc_6 = memref.alloc() : memref<2xi64>
    %t7 = memref.reinterpret_cast %alloc_6 to offset: [0], sizes: [2], strides: [1] : memref<2xi64> to memref<2xi64, strided<[1]>>
    scf.yield
  }
  case 3 {
    %alloc_8 = memref.alloc() : memref<4x8xi32>
    %t9 = memref.subview %alloc_8[2, 1] [2, 1] [1, 1] : memref<4x8xi32> to memref<2x1xi32, strided<[8, 1], offset: 17>>
    scf.yield
  }
  case 6 {
    %get_global_10 = memref.get_global @g0 : memref<4x8xi8>
    %v11 = func.constant @compute0 : (vector<4xi64>, tensor<2x2xi64>, bf16) -> (tensor<4x8xf32>)
    %tmp12 = func.call_indirect %v11(%1, %sum, %tmp3) : (vector<4xi64>, tensor<2x2xi64>, bf16) -> (tensor<4x8xf32>)
    %cst = arith.constant dense<26> : vector<4xi8>
    %v14, %high_15 = arith.mulsi_extended %cst, %cst : vector<4xi8>
    scf.yield
  }
  default {
    scf.yield
  }
  %c = arith.constant 1 : i16

  %x_1 = arith.cmpi ult, %c, %c : i16
  cf.cond_br %x_1, ^then2, ^loop_1
^loop_1:
  cf.br ^then2
^then2:
  cf.cond_br %x_1, ^bb3, ^bb3
^bb3:
  %x18 = tensor.empty() : tensor<4x8xf32>
  return %x18 : tensor<4x8xf32>
}
func.func @f1() -> (tensor<4x8xbf16> {llvm.noundef}, i64, tensor<?xbf16> {test.foo = 1 : i32}) attributes {ref = @inner::@helper4} {
  %tmp1 = arith.constant 1 : i64
  %2 = tensor.splat %tmp1 : tensor<4xi64>
  %3 = arith.constant 4611686018427387903 : index
  scf.index_switch %3
  case 2 {
    %4 = arith.constant 4.0E+2 : f32
    %a.b = arith.cmpf uno, %4, %4 fastmath<nnan,ninf> : f32
    %6 = arith.constant 37 : i32
    %floordivsi_7 = arith.floordivsi %6, %6 : i32
    %t8 = tensor.empty() : tensor<4x8xi32>
    %lin_9 = linalg.sub ins(%t8, %t8 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%t8 : tensor<4x8xi32>) -> tensor<4x8xi32>
    scf.yield
  }
  case 3 {
    %cst_10 = arith.constant 0.0 : f16
    %11 = math.round %cst_10 fastmath<reassoc,contract> : f16
    %cst_12 = arith.constant 2.5 : bf16
    %acos = math.acos %cst_12 fastmath<reassoc,contract> : bf16
    scf.yield
  }
  case 6 {
    scf.yield
  }
  default {
    scf.yield
    // ---- comment line ----
  }
  %14 = tensor.empty() : tensor<4x8xbf16>
  %c_15 = arith.constant 4 : index

  %tmp16 = tensor.empty(%c_15) : tensor<?xbf16>
  return %14, %tmp1, %tmp16 : tensor<4x8xbf16>, i64, tensor<?xbf16>
}
