module attributes {test.module_note = "std"} {
  func.func private @ext0(f32, i32 {llvm.noundef, test.tag = "x"}, memref<8xf32>) -> (f32, f32) attributes {passthrough = ["nounwind"], level = 2 : i64}
  func.func private @ext1() -> vector<8x2xf32>
  func.func @fn.0(%1: vector<4x2xi32>, %arg_2: i32 {llvm.noundef, test.tag = "x"}, %3: i32) -> (vector<1x8xf32> {llvm.noundef}, i32) attributes {llvm.emit_c_interface, note = "generated"} {
    %x4 = memref.alloca() : memref<1x4xf32>
    %reinterpret_cast_5 = memref.reinterpret_cast %x4 to offset: [0], sizes: [4], strides: [1] : memref<1x4xf32> to memref<4xf32, strided<[1]>>
    %cst = arith.constant -0.25 : bf16

    %7 = arith.negf %cst fastmath<fast> : bf16
    %v8 = arith.constant dense<1.5e-1> : vector<1x8xf32>
    func.return %v8, %arg_2 : vector<1x8xf32>, i32
  }
  func.func @fn.1(%1: f32 {test.foo = 1 : i32}, %arg_2: memref<1x4xf64> {test.foo = 1 : i32}, %arg: memref<1x4xf32>) -> () {
    %4 = arith.constant 0 : index
    %c = arith.constant 5 : index
    // ---- comment line ----
    %t8 = arith.constant 1 : index
    %val = arith.constant 0 : index
    %10 = arith.constant 8 : index
    %t11 = arith.constant 2 : index
    scf.parallel (%v12, %i) = (%4, %val) to (%c, %10) step (%t8, %t11) {
      %14 = arith.constant 1.0 : f64
      %v15 = arith.fptosi %14 : f64 to i64
      scf.reduce
      // ---- comment line ----
    }
    cf.br ^bb1(%1 : f32)
  ^bb1(%16: f32):
    %cmp_17 = arith.cmpi uge, %val, %4 : index
    %a.b = arith.constant 2147483647 : i32
    cf.cond_br %cmp_17, ^b3(%a.b : i32), ^b2
  ^b2:
    %v20 = arith.constant 1 : i32
    %21 = arith.cmpi slt, %v20, %v20 : i32
    cf.cond_br %21, ^b3(%v20 : i32), ^b3(%v20 : i32)
  ^b3(%x_1: i32):
    return
  }
}
