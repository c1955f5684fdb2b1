// ir-gen std --seed 208 --size 20
!tensor0 = tensor<3x2x2xi32>
!tensor1 = tensor<2x1xi32>
!tensor2 = tensor<?x4xbf16>
!tensor3 = tensor<3x2x2xi8>
!tensor4 = tensor<4x4xi8>
!vec5 = vector<4xf16>
func.func private @ext0(f32 {llvm.noundef, test.tag = "x"}) -> (i32, tensor<3x2x2xi32> {llvm.noundef}) attributes {llvm.emit_c_interface, note = "generated"}
func.func private @ext1(i32 {llvm.signext}) -> (memref<4xi32> {llvm.noundef})
func.func @kernel_0() -> (!tensor0) attributes {llvm.emit_c_interface, note = "generated"} {
  %cst = arith.constant dense<[[-1], [-1]]> : tensor<2x1xi32>
  %sum = tensor.expand_shape %cst [[0], [1, 2]] output_shape [2, 1, 1] : !tensor1 into tensor<2x1x1xi32>
  %c_3 = arith.constant 3 : index
  %4 = tensor.empty(%c_3) : !tensor2
  %extf = arith.extf %4 : !tensor2 to tensor<?x4xf32>
  %t6 = arith.constant 2147483647 : i32
  cf.br ^b1(%t6 : i32)
^b1(%7: i32):
  %tmp8 = arith.constant dense<3.0> : vector<4xf64>
  %erfc = math.erfc %tmp8 fastmath<nnan, ninf, nsz> : vector<4xf64>
  %10 = tensor.empty() : tensor<3x2x2xi8>
  %cttz = math.cttz %10 : !tensor3
  %12 = arith.constant true
  %13 = arith.constant 127 : i8
  %a.b = arith.constant -1 : i8
  cf.cond_br %12, ^b2(%13 : i8), ^b2(%a.b : i8)
^b2(%ba: i8):
  %cst_16 = arith.constant 0.5 : f32
  %18:2 = func.call @ext0() : (f32) -> (i32, !tensor0)
  %c_19 = arith.constant 2 : index
  %c = arith.constant 9 : index
  %c_21 = arith.constant 2 : index
  // ---- comment line ----
  %x_1 = arith.constant -1 : i32
  %25 = scf.for %iv = %c_19 to %c step %c_21 iter_args(%24 = %x_1) -> (i32) {
    %x26 = arith.constant 8 : index
    %alloc_27 = memref.alloc(%x26) : memref<?xi32>
    %c_28 = arith.constant 0 : index
    %y = memref.load %alloc_27[%c_28] : memref<?xi32>
    %t30 = tensor.empty() : tensor<3x2x2xi32>
    %31 = arith.constant 2 : index
    %t32 = arith.constant 3 : index
    %r = scf.for %iv_33 = %31 to %31 step %t32 iter_args(%34 = %t6) -> (i32) {
      %c_36 = arith.constant 2147483647 : i32
      %37 = arith.constant 0x7fffffff : i32
      %v38 = arith.cmpi uge, %c_36, %37 : i32
      // ---- comment line ----
      cf.assert %v38, "ok"
      scf.yield %18#0 : i32
    }
    %39 = arith.constant -1 : i32
    scf.yield %39 : i32
    // ---- comment line ----
  }
  %c_40 = arith.constant -1 : i64
  %cmp = arith.cmpi eq, %c_40, %c_40 : i64
  cf.cond_br %cmp, ^next.3, ^next.3
^next.3:
  %43 = tensor.empty() : tensor<3x2x2xi32>
  func.return %43 : !tensor0
}
func.func private @fn.1(%1: i32, %arg: i32 {llvm.zeroext}) -> i32 {
  %3 = arith.constant 100.0 : f16
  %acosh = math.acosh %3 : f16
  %x5 = arith.constant dense<68> : vector<4xindex>
  %t6 = arith.muli %x5, %x5 overflow<nuw,nsw> : vector<4xindex>
  %tmp7 = tensor.empty() : tensor<4x4xi8>
  %extracted_slice = tensor.extract_slice %tmp7[3, 0] [1, 2] [1, 1] : !tensor4 to tensor<1x2xi8>
  %cst_9 = arith.constant dense<[3.0,0.0,-7.5,1.5e-1]> : !vec5
  %tmp10 = math.atan %cst_9 fastmath<nnan, ninf, nsz> : vector<4xf16>
  %c = arith.constant 0 : i1
  // ---- comment line ----
  %x_1 = scf.if %c -> (i32) {
    %x13 = tensor.empty() : tensor<4xi32>
    %cst_14 = arith.constant dense<[[10, 19], [2147483647,-1], [58,61], [-1, 2147483647]]> : tensor<4x2xi32>    // keep
    %tmp15 = linalg.broadcast ins(%x13 : tensor<4xi32>) outs(%cst_14 : tensor<4x2xi32>) dimensions = [1]
    %16 = arith.constant 0 : index
    %tmp17 = arith.maxsi %16, %16 : index
    scf.yield %arg : i32
  } else {
    %alloca = memref.alloca() {alignment = 16 : i64} : memref<4xf64>
    memref.copy %alloca, %alloca : memref<4xf64> to memref<4xf64>
    %cst = arith.constant dense<[-3, 2147483647, 2147483647, 2147483647]> : vector<4xi32>
    %ipowi_20 = math.ipowi %cst, %cst : vector<4xi32>
    %21 = arith.constant 0 : i32
    scf.yield %21 : i32
  }
  %lhs = arith.constant 69 : i32
  scf.while (%val = %lhs) : (i32) -> () {
    scf.condition(%c)
  } do {
    scf.yield %1 : i32
  }
  return %arg : i32
}
