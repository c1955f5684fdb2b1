// ir-gen std --seed 238 --size 14
!buf0 = memref<8x4xf32>
!buf1 = memref<32xi64, strided<[1]>>
!tensor2 = tensor<2x8xi64>
!tensor3 = tensor<8x4xi64>
!buf4 = memref<8x4xi64>
!tensor5 = tensor<2x4xi64>
!tensor6 = tensor<8x4xf32>
!tensor7 = tensor<8xf32>
!tensor8 = tensor<?xbf16>
module @inner {
  func.func @helper4(%arg: f32 {llvm.noundef}) -> memref<8x4xf32> attributes {passthrough = ["nounwind"], level = 2 : i64} {
    %tmp2 = arith.constant false
    %v3 = scf.if %tmp2 -> i64 {
      %alloc = memref.alloc() : memref<2x4xi64>

      %rhs = arith.constant 1 : index
      %6 = memref.dim %alloc, %rhs : memref<2x4xi64>
      %7 = arith.constant 0.5 : f32
      %r_8 = func.call @helper4(%7) : (f32) -> (!buf0)
      %v9 = arith.constant 12 : i64
      scf.yield %v9 : i64
    } else {
      %10 = arith.constant 56 : i64
      scf.yield %10 : i64
    }
    %tmp11 = memref.alloc() : memref<8x4xf32>
    return %tmp11 : memref<8x4xf32>
  }

}
func.func @fn.0() -> (tensor<2x8xi64>, tensor<8x4xi64> {llvm.noundef}) {
  %c_1 = arith.constant 0 : index
  %y = arith.constant 8 : index
  %3 = arith.constant 2 : index
  %c = arith.constant 0 : index

  %5 = arith.constant 6 : index
  %t6 = arith.constant 1 : index
  scf.parallel (%x7, %v8) = (%c_1, %c) to (%y, %5) step (%3, %t6) {
    %cst_9 = arith.constant 3.0 : f16
    %v10 = arith.constant -7.5 : f16
    %t11 = arith.cmpf ueq, %cst_9, %v10 fastmath<fast> : f16
    %12 = memref.alloc() {alignment = 16 : i64} : memref<8x4xi64>
    %reinterpret_cast_13 = memref.reinterpret_cast %12 to offset: [0], sizes: [32], strides: [1] : memref<8x4xi64> to !buf1 // TODO: check
    scf.reduce
  }
  %14 = arith.constant 100.0 : f32
  cf.br ^b1(%14 : f32)
^b1(%ba_15: f32):
  %16 = arith.constant dense<2147483647> : tensor<4xi32>
  %17 = arith.remsi %16, %16 : tensor<4xi32>
  %18 = arith.constant false
  %cst = arith.constant 100.0 : f32
  cf.cond_br %18, ^loop_3, ^bb2(%ba_15, %cst : f32, f32)
^bb2(%ba_20: f32, %ba: f32):
  %22 = arith.constant 2147483647 : i32
  %23 = arith.constant -1 : i32
  %cmp_24 = arith.cmpi ugt, %22, %23 : i32
  // ---- comment line ----
  cf.assert %cmp_24, "bounds check"
  cf.switch %23 : i32, [default: ^loop_3, 2: ^loop_3]
^loop_3:
  %25 = arith.constant 1 : index //
  %26 = arith.constant 8 : index
  %val = arith.constant 1 : index
  %c_29 = arith.constant -1 : i64
  %rhs:2 = scf.for %x_1 = %25 to %26 step %val iter_args(%tmp31 = %c_29, %32 = %c_29) -> (i64, i64) {
    %c_34 = arith.constant false
    %36:2 = scf.if %c_34 -> (i64, i64) {
      scf.yield %c_29, %c_29 : i64, i64
    } else {
      scf.yield %32, %c_29 : i64, i64
    }
    scf.yield %36#0, %c_29 : i64, i64
  }
  %cst_37 = arith.constant dense<[[1,10,4611686018427387903,38,0,19,4611686018427387903,8], [1, 14, 1, -1, -17, 64, -17, 0]]> : !tensor2
  %empty_38 = tensor.empty() : !tensor3
  func.return %cst_37, %empty_38 : tensor<2x8xi64>, !tensor3
}
func.func @compute1(%arg: tensor<?x4xf32>, %2: !buf4 {llvm.noundef}, %3: f32) -> (f32, tensor<?xbf16>, i64 {llvm.noundef}) attributes {ref = @inner::@helper4} {
  %x4 = arith.constant 24 : i32
  %uitofp_5 = arith.uitofp %x4 : i32 to f16
  %6 = arith.constant dense<1> : tensor<2x4xi32>
  %a.b = tensor.expand_shape %6 [[0], [1, 2]] output_shape [2, 1, 4] : tensor<2x4xi32> into tensor<2x1x4xi32>
  %cst_8 = arith.constant dense<-7.5> : vector<8x4xf64>
  %isnan_9 = math.isnan %cst_8 : vector<8x4xf64>
  %10 = arith.constant 0 : index
  %sum = arith.constant 2 : index
  %x12 = arith.constant 3 : index
  %rhs = arith.constant 1 : i64
  %empty_15 = tensor.empty() : !tensor5
  %t19:2 = scf.for %tmp16 = %10 to %sum step %x12 iter_args(%acc_17 = %rhs, %acc_18 = %empty_15) -> (i64, tensor<2x4xi64>) {
    %20 = arith.constant 1 : index
    %21 = arith.constant 5 : index
    %y = arith.constant 2 : index
    %r_26 = scf.for %iv_23 = %20 to %21 step %y iter_args(%24 = %3) -> (f32) {
      %cst_27 = arith.constant -1.0 : f64
      %x28 = arith.remf %cst_27, %cst_27 fastmath<nnan,ninf> : f64
      %29 = tensor.empty() : tensor<8x4xf32>    // keep
      %t30 = arith.constant dense<1.0> : tensor<8xf32>
      %lin_31 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%29 : !tensor6) outs(%t30 : !tensor7) {
      ^bb0(%val: f32, %33: f32):
        %34 = arith.addf %val, %33 overflow<nsw> : f32
        %m = math.absf %34 : f32
        linalg.yield %m : f32
      } -> tensor<8xf32>
      %cst = arith.constant 1.000000e+00 : f32
      scf.yield %cst : f32
    }
    scf.yield %acc_17, %empty_15 : i64, tensor<2x4xi64>
  }
  %res = arith.constant 5 : index
  %empty_38 = tensor.empty(%res) : tensor<?xbf16>
  return %3, %empty_38, %t19#0 : f32, !tensor8, i64
}
