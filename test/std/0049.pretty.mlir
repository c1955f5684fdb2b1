module attributes {test.module_note = "std"} {
  func.func private @ext0(f32, i32 {llvm.noundef, test.tag = "x"}, memref<8xf32>) -> (f32, f32) attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func private @ext1() -> vector<8x2xf32>
  func.func @fn.0(%arg0: vector<4x2xi32>, %arg1: i32 {llvm.noundef, test.tag = "x"}, %arg2: i32) -> (vector<1x8xf32> {llvm.noundef}, i32) attributes {llvm.emit_c_interface, note = "generated"} {
    %alloca = memref.alloca() : memref<1x4xf32>
    %reinterpret_cast = memref.reinterpret_cast %alloca to offset: [0], sizes: [4], strides: [1] : memref<1x4xf32> to memref<4xf32, strided<[1]>>
    %cst = arith.constant -2.500000e-01 : bf16
    %0 = arith.negf %cst fastmath<fast> : bf16
    %cst_0 = arith.constant dense<1.500000e-01> : vector<1x8xf32>
    return %cst_0, %arg1 : vector<1x8xf32>, i32
  }
  func.func @fn.1(%arg0: f32 {test.foo = 1 : i32}, %arg1: memref<1x4xf64> {test.foo = 1 : i32}, %arg2: memref<1x4xf32>) {
    %c0 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c2 = arith.constant 2 : index
    scf.parallel (%arg3, %arg4) = (%c0, %c0_0) to (%c5, %c8) step (%c1, %c2) {
      %cst = arith.constant 1.000000e+00 : f64
      %4 = arith.fptosi %cst : f64 to i64
      scf.reduce 
    }
    cf.br ^bb1(%arg0 : f32)
  ^bb1(%0: f32):  // pred: ^bb0
    %1 = arith.cmpi uge, %c0_0, %c0 : index
    %c2147483647_i32 = arith.constant 2147483647 : i32
    cf.cond_br %1, ^bb3(%c2147483647_i32 : i32), ^bb2
  ^bb2:  // pred: ^bb1
    %c1_i32 = arith.constant 1 : i32
    %2 = arith.cmpi slt, %c1_i32, %c1_i32 : i32
    cf.cond_br %2, ^bb3(%c1_i32 : i32), ^bb3(%c1_i32 : i32)
  ^bb3(%3: i32):  // 3 preds: ^bb1, ^bb2, ^bb2
    return
  }
}

