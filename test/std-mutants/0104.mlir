// ir-gen std --seed 249 --size 19
module {
    func.func private @ext0(i16, tensor<4x3xf64>, memref<4xbf16>) -> (i32, f64)
    func.func private @ext1(i8 {llvm.zeroext}, vector<4x3xf64> {test.foo = 1 : i32}) -> (bf16 {llvm.noundef, test.tag = "x"}, f64) attributes {passthrough = ["nounwind"], level = 2 : i64}
    func.func public @kernel_0(%1: f32) -> (tensor<?xbf16> {llvm.noundef}) {
        %sum = arith.constant dense<0.0> : tensor<4xbf16>
        %3 = arith.constant 1 : index
        %extracted_4 = tensor.extract %sum[%3] : tensor<4xbf16>
        %v5 = tensor.empty() : tensor<4xi16>
        %tmp6 = tensor.empty() : tensor<4xi16>
        %x7 = linalg.add ins(%v5, %tmp6 : tensor<4xi16>, tensor<4xi16>) outs(%v5 : tensor<4xi16>) -> tensor<4xi16>
        %t8 = tensor.empty() : tensor<4xf64>
        %res = math.copysign %t8, %t8 : tensor<4xf64>
        %10 = arith.constant 0 : index
        %c = arith.constant 6 : index
        %13 = arith.constant 2 : index
        %lhs = scf.for %14 = %10 to %c step %13 iter_args(%v15 = %extracted_4) -> (bf16) {
            %x_1 = memref.alloca() : memref<4xf64>
            %y = memref.reinterpret_cast %x_1 to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xf64> to memref<2x2xf64, strided<[2, 1]>>
            %v19 = arith.constant 8 : i32
            %ext:2 = arith.mului_extended %v19, %v19 : i32
            scf.yield %extracted_4 : bf16
        }
        %v21 = arith.constant 2 : index
        %c_23 = arith.constant 4 : index
        %v24 = memref.alloc(%v21)[%c_23] {alignment = 64} : memref<?x4xf64, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
        %val = arith.constant 0 : index
        %c_26 = arith.constant 2 : index
        // ---- comment line ----
        %tmp27 = memref.load %v24[%val, %c_26] : memref<?x4xf64, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
        %t28 = arith.constant 0 : i32
        %29 = arith.cmpi slt, %t28, %t28 : i32
        %30 = scf.if %29 -> (bf16) {
            %cst = arith.constant dense<[[true, false, false], [false, true, true], [false, true, true], [true, false, true]]> : vector<4x3xi1>
            %32 = arith.cmpi ugt, %cst, %cst : vector<4x3xi1>
            %cast_33 = tensor.cast %t8 : tensor<4xf64> to tensor<4xf64>
            scf.yield %extracted_4 : bf16
        } else {
            %x34 = arith.constant dense<[1, 35, -1, 2147483647]> : vector<4xi32>
            %35 = arith.constant dense<[-1, -1, 2147483647, 11]> : vector<4xi32>
            %36 = math.ipowi %x34, %35 : vector<4xi32>
            scf.yield %extracted_4 : bf16
        }
        %r_38 = scf.while (%arg = %1) : (f32) -> (f32) {
            %c_41 = arith.constant 2 : index
            %42 = arith.constant 1 : index
            %43 = arith.constant dense<-0.25> : vector<4xf64>
            %46 = scf.for %44 = %c_41 to %c_23 step %42 iter_args(%acc_45 = %43) -> vector<4xf64> {
                %r_47 = scf.if %29 -> (i32) {
                    %50 = arith.constant dense<[[1.5e-1, 1.0, 1.0], [1.5e-1,1.5e-1,0