// ir-gen std --seed 244 --size 20
!vec0 = vector<1xf16>
!buf1 = memref<1xf16>
!tensor2 = tensor<8x?xf32>
!tensor3 = tensor<8x4xindex>
!vec4 = vector<2x3xi64>
!vec5 = vector<2x3xi1>
!tensor6 = tensor<1xf16>
!tensor7 = tensor<?x8x4xf32>
!tensor8 = tensor<4xbf16>

module attributes {test.module_note = "std"} {
    memref.global @g0 : memref<8x4xf32> = uninitialized
    func.func private @ext0(f32 {test.foo = 1 : i32}, vector<1xf32>) -> (f32, !vec0)
    func.func @f0(%1: memref<1xf16>, %y: f32, %arg: f16) -> (!buf1) {
        %divf_4 = arith.divf %y, %y : f32
        %5 = arith.constant 57 : i16
        %ori_6 = arith.ori %5, %5 : i16
        %v8 = scf.while (%7 = %y) : (f32) -> (f32) {
            %lhs = arith.constant 49 : i32
            %10 = arith.trunci %lhs : i32 to i1
            memref.copy %1, %1 : !buf1 to !buf1
            scf.condition(%10) %7 : f32
        } do {
        ^bb0(%tmp11: f32):
            %t12 = arith.constant 0.0 : bf16
            %subf = arith.subf %t12, %t12 fastmath<arcp> : bf16
            // ---- comment line ----
            // ---- comment line ----
            scf.yield %y : f32
        }
        %v14 = arith.constant -1.0 : bf16
        %res = arith.mulf %v14, %v14 fastmath<nnan, ninf, nsz> : bf16
        %sum = memref.cast %1 : memref<1xf16> to memref<1xf16>
        %17 = arith.constant 0 : index
        %c_18 = arith.constant 6 : index
        %x_1 = arith.constant 2 : index
        %cst_20 = arith.constant -1.0 : f32
        %v29:2 = scf.for %iv_21 = %17 to %c_18 step %x_1 iter_args(%23 = %cst_20, %acc = %arg) -> (f32, f16) {
            %cst_30 = arith.constant -1.0 : f32
            %32 = arith.constant -0.25 : f16
            %r = func.call @f0(%sum, %cst_30, %32) : (memref<1xf16>, f32, f16) -> (memref<1xf16>)
            %maxnumf_34 = arith.maxnumf %23, %cst_30 fastmath<afn> : f32
            %cst_35 = arith.constant -7.5 : f32
            scf.yield %cst_35, %acc : f32, f16
        }  // note
        %cst_36 = arith.constant 1.0 : f64
        %x37 = arith.fptoui %cst_36 : f64 to i8
        %c = arith.constant 2 : index
        %v39 = tensor.empty(%c) : !tensor2    // keep
        %t40 = arith.constant 4 : index

        %41 = arith.constant 0 : index
        %inserted = tensor.insert %v8 into %v39[%t40, %41] : !tensor2
        %v43 = tensor.empty() : !tensor3  // note
        %44 = arith.constant 3 : index  // note
        %45 = tensor.extract_slice %v43[4, 0] [%44, 2] [1, 1] : !tensor3 to tensor<?x2xindex>
        %v47 = arith.constant dense<4611686018427387903> : !vec4
        %ext:2 = arith.addui_extended %v47, %v47 : vector<2x3xi64>, !vec5
        %53 = memref.get_global @g0 : memref<8x4xf32>
        %x54 = arith.constant 0 : i1
        %56, %57 = scf.if %x54 -> (f16, tensor<?x8x4xf32>) {
            %t58 = arith.constant dense<[0.0]> : !tensor6
            %61 = arith.constant 0 : index
            %t63 = tensor.extract %t58[%61] : tensor<1xf16>
            %64 = arith.constant 1.000000e+00 : f16
            %66 = arith.constant 7 : index
            %empty = tensor.empty(%66) : !tensor7
            scf.yield %64, %empty : f16, !tensor7
        } else {
            %val = arith.ceildivui %ori_6, %5 : i16
            %cst_69 = arith.constant dense<1.000000e+00> : !tensor8
            %cst = arith.constant dense<100.0> : tensor<8x4xbf16>
            %rhs = linalg.broadcast ins(%cst_69 : tensor<4xbf16>) outs(%cst : tensor<8x4xbf16>) dimensions = [0]
            %73 = arith.constant 1.0 : f16
            %c_75 = arith.constant 3 : index
            %76 = tensor.empty(%c_75) : tensor<?x8x4xf32>
            scf.yield %73, %76 : f16, tensor<?x8x4xf32>
        }
        %tmp77 = memref.alloc() : memref<1xf16>
        func.return %tmp77 : memref<1xf16>
    }
}
