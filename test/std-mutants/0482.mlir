// ir-gen std --seed 135 --size 13
module attributes {test.module_note = "std"} { // TODO: check
  memref.global "private" @g0 : memref<3x1x8xf32> = uninitialized
  func.func private @ext0(memref<?xf64>, memref<3x1x8xi32>, f32) -> (tensor<8x4xf32>)
  func.func private @ext1(i8 {llvm.zeroext}, tensor<3x1x8xi8>) -> tensor<4x1x2xi64>  // note
  func.func @compute0(%1: f32, %arg: memref<4x4xf32>) {
    %cmp_3 = arith.cmpf oge, %1, %1 fastmath<fast> : f32
    %4 = arith.constant dense<1.0> : vector<1x4xf32>
    %cmp_5 = arith.cmpf une, %4, %4 : vector<1x4xf32>
    %x6 = memref.get_global @g0 : memref<3x1x8xf32>
    %7 = arith.constant 1 : index
    %val = arith.cmpi ule, %7, %7 : index
    %c = arith.constant 55 : i32
    %c_10 = arith.constant 70 : i32
    %11 = arith.select %val, %c, %c_10 : i32
    cf.cond_br %val, ^bb1, ^bb1
  ^bb1:
    %12 = memref.get_global @g0 : memref<3x1x8xf32>
    %13 = tensor.splat %1 : tensor<3x1x8xf32>
    %v14 = memref.collapse_shape %arg [[0, 1]] : memref<4x4xf32> into memref<16xf32>
    %15 = arith.constant 0 : index
    %lhs = arith.constant 2 : index
    %17 = arith.constant 0x19 : i64
    %c_18 = arith.constant 0 : i8
    %r_22, %r_23 = scf.for %iv_19 = %15 to %15 step %lhs iter_args(%rhs = %17, %acc_21 = %c_18) -> (i64, i8) {
      %x25 = arith.constant 0 : index
      %dim_26 = tensor.dim %13, %x25 : tensor<3x1x8xf32>
      scf.if %val {
        %r_27 = scf.index_switch %iv_19 -> f32
        case 1 {
          %c_28 = arith.constant 0 : index
          %undefined_value = arith.constant 0 : index
          %30 = arith.constant 6 : index
          %31 = memref.load %12[%c_28, %t29, %30] : memref<3x1x8xf32>
          %c_32 = arith.constant 8 : index
          %sum = tensor.empty(%c_32) : tensor<?x1x2xf64>
          %34 = arith.constant 2 : index
          %35 = tensor.empty(%34) : tensor<?x1x2xf64>
          %a.b = arith.minnumf %sum, %35 fastmath<none> : tensor<?x1x2xf64>
          %cst_37 = arith.constant -0.25 : f32
          scf.yield %cst_37 : f32
        }
        default {
          scf.yield %1 : f32
        }
        scf.yield
      } else {
        scf.yield
      }

      %38 = arith.constant 4611686018427387903 : i64
      scf.yield %38, %acc_21 : i64, i8
    }
    cf.br ^b2
  ^b2:
    func.return
  }
}
