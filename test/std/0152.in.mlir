func.func private @ext0(memref<?xf32> {llvm.noundef, test.tag = "x"}) -> (i16 {test.foo = 1 : i32}, f16)
func.func private @kernel_0(%lhs: f16 {llvm.noundef, test.tag = "x"}) -> (f16, vector<4xf16> {llvm.noundef, test.tag = "x"}) attributes {passthrough = ["nounwind"], level = 2 : i64} {
    %v2 = arith.constant dense<4.0E+2> : vector<4xf32>
    %3 = arith.constant dense<[100.0,-1.0,1.000000e+00,1.0]> : vector<4xf32>
    %val = arith.maximumf %v2, %3 fastmath<nnan,ninf> : vector<4xf32>
    %tmp5 = arith.constant 1 : index
    %6 = memref.alloc(%tmp5) : memref<?xf32>
    %res_7:2 = func.call @ext0(%6) : (memref<?xf32>) -> (i16, f16)
    // ---- comment line ----
    %8 = arith.constant 2 : index
    %c = arith.constant 3 : index    // keep
    %v10 = arith.constant 40 : index
    %c_12 = arith.constant 0 : i16
    %a.b, %17 = scf.for %13 = %8 to %8 step %c iter_args(%14 = %v10, %acc_15 = %c_12) -> (index, i16) {
        %18 = arith.constant 10 : i64
        %ceildivsi_19 = arith.ceildivsi %18, %18 : i64
        %tmp22 = arith.constant -3 : i32
        %minsi = arith.minsi %tmp22, %tmp22 : i32
        scf.yield %13, %c_12 : index, i16
    }
    %sum = arith.constant 0 : index
    %x_1 = memref.load %6[%sum] : memref<?xf32>
    %26 = arith.constant dense<[2.5, -1.0, -1.0, 1.5e-1]> : vector<4xf16>
    func.return %res_7#1, %26 : f16, vector<4xf16>
}
