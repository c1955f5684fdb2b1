// ir-gen std --seed 9 --size 13
module attributes {test.module_note = "std"} {
    func.func private @ext0(vector<3xi32>, i32 {llvm.signext}, tensor<4x4xi32>) -> (index)
    func.func private @ext1(i8 {llvm.noundef, test.tag = "x"}, memref<4x4xi32>) -> memref<4x4xi32>
    func.func @fn.0(%1: f32, %tmp2: memref<?xi8>) {
        %a.b = arith.constant dense<0> : vector<4x4xi32>
        %4, %high = arith.mului_extended %a.b, %a.b : vector<4x4xi32>
        %6 = tensor.empty() : tensor<3xi32>
        cf.br ^b1 // TODO: check
    ^b1:
        %7 = tensor.expand_shape %6 [[0, 1]] output_shape [1, 3] : tensor<3xi32> into tensor<1x3xi32>
        %8 = arith.constant dense<1> : tensor<3xindex>
        %xori = arith.xori %8, %8 : tensor<3xindex>
        cf.br ^loop_2
    ^loop_2:
        %10 = arith.constant false
        %r, %r_13 = scf.if %10 -> (i8, i32) {
            %cst_14 = arith.constant 1.5e-1 : f32
            %15 = arith.negf %cst_14 : f32
            %t16 = arith.constant 3 : i8
            %17 = arith.constant 49 : i32
            scf.yield %t16, %17 : i8, i32
        } else {
            %18 = arith.constant 2 : i32  // note
            %tmp19 = arith.uitofp %18 : i32 to f32
            %empty = tensor.empty() : tensor<4x4xi8>
            %sel_21 = arith.select %10, %empty, %empty : tensor<4x4xi8>
            %c = arith.constant 59 : i8
            %v23 = arith.constant 0 : index

            memref.store %c, %tmp2[%v23] : memref<?xi8>
            %c_24 = arith.constant 19 : i8
            %25 = arith.constant 0x40 : i32
            scf.yield %c_24, %25 : i8, i32
        }
        %c_28 = arith.constant 1 : index
        %cmp = arith.cmpi sle, %c_28, %c_28 : index    // keep
        scf.if %cmp {
            %31 = scf.if %cmp -> (bf16) {
            // ---- comment line ----
                %cst = arith.constant -7.5 : f64
                %33 = arith.truncf %cst : f64 to f16
                %lhs = arith.constant dense<[[100.0, 1.5e-1, 4.0E+2, 0.0], [0.0, 0.5, 4.0E+2, 1.0], [2.5, 100.0, 100.0, 0.5], [0.0,100.0,2.5,-0.25]]> : vector<4x4xf64>
                %t36 = arith.negf %lhs : vector<4x4xf64>
                %37 = arith.constant -7.5 : bf16
                scf.yield %37 : bf16
            } else {
                %cst_39 = arith.constant 1.0 : bf16
                scf.yield %cst_39 : bf16
            }
        } else {
        }
        cf.cond_br %10, ^b3, ^b3
    ^b3:
        %40 = arith.constant 53 : i8
        cf.br ^next.4(%40 : i8)
    ^next.4(%tmp41: i8):
        return
    }
}
