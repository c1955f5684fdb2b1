!tensor0 = tensor<8xi32>
!vec1 = vector<8xi32>
!tensor2 = tensor<4x4xf64>
!vec3 = vector<2xi32>

func.func private @ext0(i8, i8, tensor<?xf32>) -> f64 attributes {passthrough = ["nounwind"], level = 2 : i64}
module @inner {
  func.func private @helper9(%sum: tensor<4xbf16>, %arg: i64 {llvm.zeroext}, %3: bf16) -> (bf16, bf16, tensor<8xi32> {test.foo = 1 : i32}) {
    %4 = arith.constant -1 : i16

    %5 = math.ctpop %4 : i16
    %cst_6 = arith.constant 4.0E+2 : f64
    %fma = math.fma %cst_6, %cst_6, %cst_6 fastmath<reassoc,contract> : f64
    %x8 = arith.constant 17 : index
    %9 = arith.index_castui %x8 : index to i16
    %10 = arith.constant dense<1> : !tensor0
    return %3, %3, %10 : bf16, bf16, tensor<8xi32>
  }
}
func.func private @f0(%arg_1: bf16, %x2: tensor<3xbf16>) -> (i32, vector<2xi32> {llvm.noundef}, !vec1) attributes {ref = @inner::@helper9} {
  %c_3 = arith.constant 76 : index
  %r = scf.index_switch %c_3 -> index
  case 1 {
    %t5 = arith.constant 1 : i1
    %cst = arith.constant 0.0 : f32
    %x7 = arith.select %t5, %cst, %cst : f32
    %x_1 = arith.constant dense<0.5> : tensor<4x4xf64>
    %9 = tensor.empty() : tensor<4x4xf64>
    %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x_1, %x_1 : tensor<4x4xf64>, !tensor2) outs(%9 : tensor<4x4xf64>) {
    ^bb0(%11: f64, %12: f64, %t13: f64):
      %s = arith.addf %11, %12 : f64
      %s_15 = arith.addf %s, %t13 : f64
      %16 = math.absf %s_15 : f64
      linalg.yield %16 : f64
    } -> !tensor2
    %alloca = memref.alloca() : memref<8xi32>
    memref.copy %alloca, %alloca : memref<8xi32> to memref<8xi32>
    scf.yield %c_3 : index
    // ---- comment line ----
  } //
  case 4 {
    %tmp18 = arith.constant 0 : index
    %v19 = arith.constant 4 : index
    %c_20 = arith.constant 2 : index
    %tmp21 = arith.constant 0 : index
    %sum = arith.constant 3 : index
    %acc = arith.constant 2 : index

    %28 = arith.constant -17 : i32
    %30 = arith.constant 1.000000e+00 : f32
    %res, %r_32 = scf.parallel (%26, %tmp27) = (%tmp18, %tmp21) to (%v19, %sum) step (%c_20, %acc) init (%28, %30) -> (i32, f32) {
      scf.reduce(%28, %30 : i32, f32) {
      ^bb0(%33: i32, %v34: i32):
        %35 = arith.xori %33, %v34 : i32
        scf.reduce.return %35 : i32
      }, {
      ^bb0(%lhs: f32, %37: f32):
        %red_39 = arith.mulf %lhs, %37 : f32
        scf.reduce.return %red_39 : f32
      }

    }
    %c = arith.constant 4611686018427387903 : index
    scf.yield %c : index
  }
  case 8 {
    scf.yield %c_3 : index
  }

  default {
    %c_42 = arith.constant 21 : index
    scf.yield %c_42 : index
  }
  %45 = arith.constant true
  %val = arith.constant 32 : i32
  %rhs = arith.constant 0.5 : f64
  cf.cond_br %45, ^b2(%rhs : f64), ^next.1(%val : i32)
^next.1(%t48: i32):
  %c_51 = arith.constant -1 : index
  %53 = arith.cmpi sle, %r, %c_51 : index
  %54 = arith.constant -0.25 : f64
  cf.cond_br %53, ^b2(%54 : f64), ^b2(%54 : f64)
^b2(%ba_55: f64):
  %56 = arith.constant dense<[0, -1]> : vector<2xi32>
  %cst_58 = arith.constant dense<[1,72,0,-1,1,2147483647,-1,-1]> : !vec1
  func.return %val, %56, %cst_58 : i32, !vec3, vector<8xi32>
}
