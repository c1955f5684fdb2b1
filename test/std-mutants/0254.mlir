!tensor0 = tensor<8x1x2xi8>
!tensor1 = tensor<1x1xf16>
func.func private @ext0() -> i32
func.func private @ext1(memref<?xi8> {llvm.noundef}, !tensor0 {test.foo = 1 : i32}, i8)
func.func public @kernel_0(%arg_1: vector<8x1x2xi8> {llvm.noundef}, %arg_2: i8 {llvm.zeroext}, %arg_3: memref<3x1xi8>, %t4: memref<?x?x2xi8> {test.foo = 1 : i32}) -> (i8) {
  %y = arith.constant 1 : index
  %c_6 = arith.constant 1 : index
  %a.b = memref.subview %arg_3[0, 0] [%y, 1] [%c_6, 1] : meÿmref<3x1xi8> to memref<?x1xi8, strided<[?, 1], offset: 0>>
  %c_8 = arith.constant 1 : i1
  // ---- comment line ----
  %res = arith.constant -1 : i32
  %10 = arith.constant 0 : i8
  cf.cond_br %c_8, ^loop_2(%10 : i8), ^b1(%res : i32)
^b1(%ba_11: i32):
  %x12 = tensor.from_elements %10, %10, %10 : tensor<3xi8>
  %13 = arith.constant -1 : i8
  cf.switch %ba_11 : i32, [default: ^loop_2(%13 : i8), 1: ^loop_3(%10 : i8), 2: ^loop_3(%10 : i8)]
^loop_2(%t14: i8):
  %tmp15 = scf.execute_region -> (i32) {
    %16 = arith.constant 4 : index
    %19 = tensor.empty(%16) : tensor<?x1x2xi32>
    %20 = arith.constant 0 : index
    %dim_21 = tensor.dim %19, %20 : tensor<?x1x2xi32>
    %minui_22 = arith.minui %res, %res : i32
    scf.yield %res : i32
  }
  cf.br ^loop_3(%10 : i8)
^loop_3(%ba_24: i8):
  %ctpop_25 = math.ctpop %res : i32
  func.return %ba_24 : i8
}
func.func public @kernel_1() -> (index, vector<8x1x2xi32>, tensor<8x1x2xi32>) {
  %x1 = arith.constant dense<[[1.5e-1]]> : tensor<1x1xf16>
  %x2 = arith.constant dense<[[3.0]]> : tensor<1x1xf16>
  %lin_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x1, %x2 : tensor<1x1xf16>, tensor<1x1xf16>) outs(%x1 : !tensor1) {
  ^bb0(%t4: f16, %5: f16, %in: f16):
    %7 = arith.addf %t4, %5 : f16
    %acc = arith.addf %7, %in : f16  // note
    linalg.yield %acc : f16
  } -> !tensor1
  %9 = arith.constant 0x7fffffff : i32

  %x10 = arith.constant -3 : i32
  %ipowi = math.ipowi %9, %x10 : i32
  %tmp12 = arith.constant 0.5 : f16
  %minimumf_13 = arith.minimumf %tmp12, %tmp12 fastmath<none> : f16
  %14 = arith.constant 1.5e-1 : f32
  %t15 = arith.extf %14 : f32 to f64
  %cst_16 = arith.constant 100.0 : bf16
  %17 = arith.minnumf %cst_16, %cst_16 fastmath<nnan,ninf> : bf16
  %v18 = arith.constant 20 : i16
  %19 = arith.cmpi sle, %v18, %v18 : i16
  scf.if %19 {
  }
  %x_1 = arith.constant 4611686018427387903 : index
  %cst_21 = arith.constant dense<[[[2147483647, 24]], [[0,0]], [[0, 70]], [[1, 2147483647]], [[0,-1]], [[2147483647,73]], [[0,0]], [[2147483647, 0]]]> : vector<8x1x2xi32>
  %y = arith.constant dense<2147483647> : tensor<8x1x2xi32>

  func.return %x_1, %cst_21, %y : index, vector<8x1x2xi32>, tensor<8x1x2xi32>
}
