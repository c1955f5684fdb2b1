module attributes {test.module_note = "std"} {
    func.func @f0(%1: f32, %arg: f32) -> (bf16) {
        %res = arith.constant true

        %lhs = arith.ori %res, %res : i1
        %r_5 = func.call @f0(%arg, %arg) : (f32, f32) -> (bf16)
        %empty = tensor.empty() : tensor<3xf16>
        %7 = arith.divf %empty, %empty fastmath<none> : tensor<3xf16>
        %r_8 = call @f0(%1, %arg) : (f32, f32) -> (bf16)
        %9 = arith.constant 7 : index
        %x_1 = memref.alloca(%9) : memref<?x3xf16>
        %12 = arith.constant 1.0 : f16
        %13 = arith.constant 0 : index  // note
        %c = arith.constant 2 : index
        memref.store %12, %x_1[%13, %c] : memref<?x3xf16>
        %15 = math.sinh %arg : f32
        %17 = tensor.empty() : tensor<2xf16>
        %cst = arith.constant dense<[[100.0, 4.0E+2], [3.0, -7.5], [0.0, 4.0E+2]]> : tensor<3x2xf16>
        %lin_19 = linalg.broadcast ins(%17 : tensor<2xf16>) outs(%cst : tensor<3x2xf16>) dimensions = [0]
        %r = func.call @f0(%arg, %arg) : (f32, f32) -> (bf16)
        return %r : bf16
    }
    func.func public @kernel_1(%v1: f32 {llvm.noundef, test.tag = "x"}, %tmp2: i32, %arg_3: memref<?x1xi32>, %4: i32) -> f32 {
        %5 = arith.constant -7.5 : f64
        %tmp6 = arith.fptosi %5 : f64 to i32
        %c = arith.constant 2147483647 : i32
        %8 = arith.cmpi ne, %c, %tmp6 : i32
        %9 = arith.constant 1.0 : f32
        cf.cond_br %8, ^bb1(%9 : f32), ^bb1(%v1 : f32)
    ^bb1(%sum: f32):
        %alloca_11 = memref.alloca() {alignment = 16 : i64} : memref<3xi32>
        %12 = arith.constant 2 : index
        memref.store %4, %alloca_11[%12] : memref<3xi32>
        %13 = arith.constant 0x7fff : i16
        cf.switch %13 : i16, [default: ^bb2(%9 : f32),
      0: ^bb4(%4 : i32),
      1: ^bb4(%4 : i32)]
    ^bb2(%ba_14: f32):
        %15 = arith.constant dense<71> : vector<4x4xi64>
        %cst = arith.constant dense<-1> : vector<4x4xi64>
        %floordivsi = arith.floordivsi %15, %cst : vector<4x4xi64>
        cf.br ^b3(%5 : f64)
    ^b3(%t18: f64):
        %cst_19 = arith.constant dense<[1, -3, 58]> : vector<3xi64>
        %v20, %x21 = arith.mului_extended %cst_19, %cst_19 : vector<3xi64>
        %22 = arith.constant -1 : i32
        cf.br ^bb4(%22 : i32)
    ^bb4(%t23: i32):
        %24 = arith.constant dense<[[0.0], [100.0], [0.5]]> : vector<3x1xf32>
        %26 = arith.divf %24, %24 fastmath<afn> : vector<3x1xf32>
        func.return %v1 : f32
        // ---- comment line ----
    }
}
