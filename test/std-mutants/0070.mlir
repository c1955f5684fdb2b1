// ir-gen std --seed 191 --size 9
!tensor0 = tensor<?x2xi32>

module @inner {
    func.func private @helper5(%acc: vector<2x8xf32>, %tmp2: f32, %arg: tensor<4x?x?xi32>) -> f32 attributes {passthrough = ["nounwind"], level = 2 : i64} {
        %4 = arith.constant dense<1.0> : vector<4x2x3xf32>
        %5 = arith.minimumf %4, %4 fastmath<arcp> : vector<4x2x3xf32>
        %x6 = arith.constant 0 : index
        %c = arith.constant 1 : index
        %8 = arith.constant 2 : index
        %y = arith.constant 0 : index
        %10 = arith.constant 8 : index
        %t11 = arith.constant 1 : index  // note
        scf.parallel (%12, %i_13) = (%x6, %y) to (%c, %10) step (%8, %t11) {
            %alloc_14 = memref.alloc() : memref<3x2xi32>
            %15 = memref.cast %alloc_14 : memref<3x2xi32> to memref<3x2xi32>
        }
        func.return %tmp2 : f32
    }
}
func.func @f0() -> (i32, tensor<?x2xi32>) attributes {ref = @inner::@helper5} {
    %res = arith.constant dense<2.5> : tensor<4x2x3xbf16>
    %c = arith.constant 1 : index
    %tmp3 = arith.constant 1 : index
    %t4 = tensor.extract_slice %res[0, 0, 0] [2, 1, 3] [3, %c, %tmp3] : tensor<4x2x3xbf16> to tensor<2x1x3xbf16>
    %x6 = arith.constant 6 : index // TODO: check
    %7 = tensor.empty(%x6) : tensor<?x2xf16>
    %8 = arith.constant 7 : index
    %empty = tensor.empty(%8) : tensor<?x2xf16>
    %10 = arith.minimumf %7, %empty modulefastmath<fast> : tensor<?x2xf16>
    %tmp11 = arith.constant 1 : index
    %12 = arith.cmpi ule, %c, %tmp11 : index
    cf.assert %12, "bounds check"
    scf.forall (%rhs) in (8) {
        %16 = arith.constant 1 : i32
        %17 = arith.minsi %16, %16 : i32
        %18 = arith.constant 100.0 : f64
        %truncf_19 = arith.truncf %18 : f64 to f32

        %20 = arith.constant 0 : index
        %x21 = arith.constant 1 : index
        %24 = scf.for %22 = %20 to %rhs step %x21 iter_args(%23 = %truncf_19) -> (f32) {
            %25 = arith.constant -16 : i32
            %c_26 = arith.constant 2147483647 : i32
            %v27 = tensor.from_elements %25, %c_26, %25, %c_26 : tensor<2x2xi32>
            scf.yield %23 : f32
        }
    }
    %28 = arith.constant 100.0 : f32
    %round = math.round %28 : f32
    %c_30 = arith.constant 2147483647 : i32
    %tmp31 = arith.constant 3 : index
    %32 = tensor.empty(%tmp31) : tensor<?x2xi32>
    func.return %c_30, %32 : i32, !tensor0
}
