// ir-gen std --seed 137 --size 9
!buf0 = memref<3xf32>
!tensor1 = tensor<3xindex>
func.func private @ext0(tensor<?xindex> {llvm.noundef, test.tag = "x"}, f32, memref<3xf32> {llvm.noundef, test.tag = "x"}) -> ()
module @inner {
    func.func private @helper3() attributes {test.kernel} {
        %res = memref.alloc() : memref<3xf32>
        %cst = arith.constant -0.25 : f32
        %c_3 = arith.constant 1 : index

        memref.store %cst, %res[%c_3] : !buf0
        cf.br ^bb1
    ^bb1:
        %4 = arith.constant -1.0 : f32
        %tmp5 = math.fma %cst, %cst, %4 : f32
        %c = arith.constant true
        %y = arith.constant 4611686018427387903 : index
        cf.cond_br %c, ^then4(%c_3, %y : index, index), ^bb2
    ^bb2:
        %8 = arith.constant 0 : index
        %9 = arith.constant 6 : index
        %c_12 = arith.constant 1 : index
        %14 = arith.constant 0x1 : i64
        %15 = scf.parallel (%13) = (%8) to (%9) step (%c_12) init (%14) -> (i64) {
            scf.reduce(%14 : i64) {
            ^bb0(%lhs: i64, %rhs: i64):
                %red_18 = arith.maxsi %lhs, %rhs : i64
                scf.reduce.return %red_18 : i64
            }
        }
        %sum = arith.constant 2147483647 : i32
        %20 = arith.constant 4611686018427387903 : index
        cf.switch %sum : i32, [default: ^bb3(%20 : index), 3: ^bb3(%c_3 : index), 5: ^then4(%20, %c_12 : index, index)]
        // ---- comment line ----
    ^bb3(%21: index):
        cf.br ^then4(%21, %c_3 : index, index)
    ^then4(%22: index, %t25: index):
        func.return
    }
}
func.func private @fn.0(%t1: vector<3xf32>, %2: f32, %res: memref<3xf32> {llvm.noundef, test.tag = "x"}) -> (index {llvm.noundef, test.tag = "x"}) attributes {ref = @inner::@helper3} {
// ---- comment line ----
    %4 = arith.constant dense<1> : tensor<3xindex>
    %cst_5 = arith.constant dense<46> : tensor<3xindex>
    %6 = arith.divui %4, %cst_5 : !tensor1
    %a.b = math.isinf %2 : f32
    %x8 = memref.expand_shape %res [[0, 1]] output_shape [3, 1] : !buf0 into memref<3x1xf32> //
    %9 = arith.constant -1 : index
    %10 = arith.constant 34 : index
    %11 = arith.cmpi ugt, %9, %10 : index
    cf.cond_br %11, ^b2, ^bb1 //
^bb1:
    %c_12 = arith.constant 0 : index
    %x13 = tensor.dim %cst_5, %c_12 : tensor<3xindex>
    %14 = arith.constant dense<[[1, 32767]]> : vector<1x2xi16>
    %uitofp_15 = arith.uitofp %14 : vector<1x2xi16> to vector<1x2xbf16>
    %16 = arith.constant 0 : i16
    %17 = arith.cmpi ugt, %16, %16 : i16
    cf.assert %17, "bounds check"
    %18 = arith.constant 46116860184273