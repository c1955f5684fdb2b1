!vec0 = vector<2x4xi32>
!buf1 = memref<1xi32>
!vec2 = vector<1xf64>
!buf3 = memref<4x3xf64>
!vec4 = vector<4x4x1xf64>
!tensor5 = tensor<2x2x4xi32>
!vec6 = vector<4x4x4xf32>

module attributes {test.module_note = "std"} {
  module @inner {
    func.func private @helper4() -> (!vec0) attributes {test.kernel} {
      scf.execute_region {
        %1 = arith.constant 17 : i32
        %res = arith.constant -1 : i32
        %3, %acc = arith.addui_extended %1, %res : i32, i1
        scf.yield
      }
      %c = arith.constant 12 : i8
      %x7 = arith.cmpi sge, %c, %c : i8
      %x8 = arith.constant 4.0E+2 : f64
      cf.cond_br %x7, ^bb1(%x8 : f64), ^bb1(%x8 : f64)
    ^bb1(%ba: f64):
      %tmp10 = arith.constant 1 : i32
      %c_14 = arith.constant 5 : i32
      %c_15 = arith.constant 1 : i32
      %16 = arith.constant -0.25 : f32
      %17 = arith.constant 0.5 : f32
      %res_21:2 = scf.for %18 = %tmp10 to %c_14 step %c_15 iter_args(%t19 = %16) -> (f32, f32) : i32 {
        scf.yield %17, %20 : f32, f32
      }
      %22 = arith.constant 54 : i64
      cf.switch %22 : i64, [default: ^b2, 2: ^b2, 3: ^b2]
    ^b2:
      %x_1 = arith.constant dense<0> : vector<2x4xi32>
      return %x_1 : vector<2x4xi32>
    }
  }
  func.func @compute0(%1: tensor<1x1x4xf32>, %2: memref<4xf16>, %v3: i32) -> (i32, !buf1) {
    %t4 = arith.constant 127 : i8

    %cst = arith.constant 0.0 : f32
    cf.br ^bb1(%cst : f32)
  ^bb1(%lhs: f32):
    %cst_7 = arith.constant dense<[1]> : vector<1xi64>
    %8 = math.ipowi %cst_7, %cst_7 : vector<1xi64>
    %c_9 = arith.constant true
    %c_10 = arith.constant -1 : i32
    cf.cond_br %c_9, ^bb2(%c_10 : i32), ^bb2(%v3 : i32)
  ^bb2(%ba_11: i32):
    %tmp13 = arith.constant dense<[false,true]> : vector<2xi1>
    %y = arith.constant dense<[true, false]> : vector<2xi1>    // keep
    %15 = arith.shrui %tmp13, %y : vector<2xi1>
    %c_16 = arith.constant -4 : index
    cf.br ^loop_3(%c_16, %ba_11 : index, i32)
  ^loop_3(%tmp17: index, %18: i32):
    %t19 = arith.constant 46 : i16
    %minsi_20 = arith.minsi %t19, %t19 : i16
    cf.br ^exit4
  ^exit4:
    %25 = arith.constant dense<1.5e-1> : !vec2
    %sum = arith.addf %25, %25 fastmath<none> : !vec2
    %x27 = memref.alloc() : memref<1xi32>
    func.return %v3, %x27 : i32, memref<1xi32>
  }
  func.func private @compute1(%tmp1: memref<1xf32>, %arg_2: f32 {test.foo = 1 : i32}) -> vector<4x4x4xf32> attributes {ref = @inner::@helper4} {
    %3 = memref.alloc() : memref<4x3xf64>
    %4 = memref.alloc() : memref<4x3xf64>
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3, %3 : !buf3, memref<4x3xf64>) outs(%4 : !buf3) {
    ^bb0(%5: f64, %tmp6: f64, %y: f64):
      %s = arith.addf %5, %tmp6 : f64
      %9 = arith.addf %s, %y : f64 // TODO: check
      linalg.yield %9 : f64
    }
    %10 = arith.constant 2147483647 : i32
    %cmp_11 = arith.cmpi ule, %10, %10 : i32  // note
    scf.if %cmp_11 {
      %12 = arith.constant dense<[[[0.0], [-0.25], [0.5], [1.0]], [[1.5e-1],[100.0],[1.5e-1],[-1.0]], [[1.0],[1.5e-1],[0.5],[4.0E+2]], [[4.0E+2], [1.5e-1], [0.0], [1.0]]]> : !vec4
      %res = arith.fptosi %12 : vector<4x4x1xf64> to vector<4x4x1xi64>
      %lhs = arith.constant 0 : i1
      %t15 = arith.select %lhs, %arg_2, %arg_2 : f32
      %16 = arith.constant -7.5 : f64
      %a.b = arith.negf %16 fastmath<nnan, ninf, nsz> : f64
    }
    // ---- comment line ----
    %empty_18 = tensor.empty() : tensor<4x4xi32>
    %tmp19 = tensor.expand_shape %empty_18 [[0, 1], [2]] output_shape [2, 2, 4] : tensor<4x4xi32> into !tensor5
    %sum = arith.constant 2 : index
    %v21 = arith.constant 7 : index
    %c_22 = arith.constant 1 : index
    %27, %29 = scf.for %iv_23 = %sum to %v21 step %c_22 iter_args(%rhs = %arg_2, %26 = %10) -> (f32, i32) {
      scf.yield %arg_2, %26 : f32, i32
    }
    %30 = arith.constant dense<0.5> : !vec6
    return %30 : vector<4x4x4xf32>
  }
}
